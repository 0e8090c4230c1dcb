/**
 * Screenshots of every form page for a maintainer to look over at once: PNGs in the git-ignored
 * screenshots/ folder and one screenshots/index.html showing each route's shots side by side.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import escapeHtml from 'escape-html';

export const SCREENSHOTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../screenshots');

/** The states shot for each route, in the order the index shows them. */
export type Shot = 'phone' | 'desktop' | 'errors';

/** Collects screenshots when `enabled`; otherwise every method does nothing. */
export class ScreenshotAlbum {
  private readonly shots = new Map<string, Map<Shot, string>>();

  constructor(private readonly enabled: boolean) {}

  /** Creates the folder. */
  async open(): Promise<void> {
    if (this.enabled) await mkdir(SCREENSHOTS_DIR, { recursive: true });
  }

  /** Writes a full-page PNG of `page` as `<route as file name>-<shot>.png`. */
  async shoot(page: Page, route: string, shot: Shot): Promise<void> {
    if (!this.enabled) return;
    const file = `${route.replace(/^\//, '').replace(/[^A-Za-z0-9_-]+/g, '_')}-${shot}.png`;
    await page.screenshot({ path: join(SCREENSHOTS_DIR, file), fullPage: true });
    if (!this.shots.has(route)) this.shots.set(route, new Map());
    this.shots.get(route)!.set(shot, file);
  }

  /** Writes index.html: one row per route, its phone, desktop and errors shots side by side. */
  async close(): Promise<void> {
    if (!this.enabled || this.shots.size === 0) return;
    const rows = [...this.shots].map(([route, shots]) => {
      const cells = (['phone', 'desktop', 'errors'] as const).map((shot) => {
        const file = shots.get(shot);
        return `<figure><figcaption>${shot}</figcaption>${file ? `<a href="${file}"><img src="${file}" alt="${escapeHtml(route)} ${shot}" loading="lazy"></a>` : '<p>none</p>'}</figure>`;
      });
      return `<section><h2>${escapeHtml(route)}</h2><div class="row">${cells.join('')}</div></section>`;
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Form screenshots</title>
<style>body{font-family:sans-serif;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start}
figure{margin:0}img{max-height:640px;border:1px solid #ccc}img[alt$="desktop"]{max-width:560px;max-height:none}</style>
</head><body><h1>Every form page</h1>${rows.join('\n')}</body></html>\n`;
    await writeFile(join(SCREENSHOTS_DIR, 'index.html'), html);
  }
}
