/**
 * Screenshots of every form page for a maintainer to look over at once: PNGs in the git-ignored
 * screenshots/ folder and one screenshots/index.html showing each route's shots side by side, its English
 * page in one row and its Urdu page in the row below, so a state reads down a column in both languages.
 * An Urdu row names the fonts its words were drawn in: Noto Nastaliq Urdu, the font of many phones,
 * which the test machine has (test/setup/ensure-test-tools.ts); any other name there means boxes or a
 * fallback script.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import escapeHtml from 'escape-html';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '../../../i18n/languages.ts';
import { fontsOf } from './platform-fonts.ts';

export const SCREENSHOTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../screenshots');

/** The states shot for each route, in the order the index shows them. */
export type Shot = 'phone' | 'desktop' | 'errors';

const SHOTS: readonly Shot[] = ['phone', 'desktop', 'errors'];

/** The file a shot is written to, e.g. `merchantform_jhrtrust-ur-phone.png` (English without the language). */
export function shotFile(route: string, language: Language, shot: Shot): string {
  const name = route.replace(/^\//, '').replace(/[^A-Za-z0-9_-]+/g, '_');
  return `${name}${language === 'en' ? '' : `-${language}`}-${shot}.png`;
}

/** Collects screenshots when `enabled`; otherwise every method does nothing. */
export class ScreenshotAlbum {
  /** route -> language -> shot -> file, in the order shot. */
  private readonly shots = new Map<string, Map<Language, Map<Shot, string>>>();
  /** `${route} ${language}` -> the fonts the words of its first shot were drawn in (other languages than English). */
  private readonly fonts = new Map<string, string[]>();

  constructor(private readonly enabled: boolean) {}

  /** Creates the folder. */
  async open(): Promise<void> {
    if (this.enabled) await mkdir(SCREENSHOTS_DIR, { recursive: true });
  }

  /** Writes a full-page PNG of `page`, the `language` page of `route`, as `shotFile` names it. */
  async shoot(page: Page, route: string, shot: Shot, language: Language = 'en'): Promise<void> {
    if (!this.enabled) return;
    const file = shotFile(route, language, shot);
    await page.screenshot({ path: join(SCREENSHOTS_DIR, file), fullPage: true });
    if (!this.shots.has(route)) this.shots.set(route, new Map());
    const byLanguage = this.shots.get(route)!;
    if (!byLanguage.has(language)) byLanguage.set(language, new Map());
    byLanguage.get(language)!.set(shot, file);
    const key = `${route} ${language}`;
    if (language !== 'en' && !this.fonts.has(key)) {
      const drawn = await fontsOf(page, 'h1, h2, label, p, button');
      this.fonts.set(key, [...new Set(drawn.flatMap((element) => element.families))]);
    }
  }

  /**
   * Writes index.html: per route, a row per language shot (English first), each with its phone, desktop
   * and errors shots side by side, named with the page's direction (and, but in English, its fonts).
   */
  async close(): Promise<void> {
    if (!this.enabled || this.shots.size === 0) return;
    const sections = [...this.shots].map(([route, byLanguage]) => {
      const rows = LANGUAGES.filter((language) => byLanguage.has(language)).map((language) => {
        const shots = byLanguage.get(language)!;
        const cells = SHOTS.map((shot) => {
          const file = shots.get(shot);
          const alt = `${route} ${LANGUAGE_INFO[language].englishName} ${shot}`;
          return `<figure class="${shot}"><figcaption>${shot}</figcaption>${file ? `<a href="${file}"><img src="${file}" alt="${escapeHtml(alt)}" loading="lazy"></a>` : '<p>none</p>'}</figure>`;
        });
        const { dir, englishName } = LANGUAGE_INFO[language];
        const fonts = this.fonts.get(`${route} ${language}`);
        const heading = `${englishName} (${dir})${fonts ? ` in ${fonts.join(', ')}` : ''}`;
        return `<div class="row" data-language="${language}"><h3>${escapeHtml(heading)}</h3>${cells.join('')}</div>`;
      });
      return `<section><h2>${escapeHtml(route)}</h2>${rows.join('')}</section>`;
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Form screenshots</title>
<style>body{font-family:sans-serif;margin:1rem}section{border-top:2px solid #888;padding-top:.5rem;margin-top:1rem}
.row{display:flex;gap:1rem;align-items:flex-start;margin-bottom:1rem}.row h3{writing-mode:vertical-rl;margin:0;font-size:1rem}
.row[data-language="ur"]{background:#f4f7fb}figure{margin:0}img{max-height:640px;border:1px solid #ccc}
figure.desktop img{max-width:560px;max-height:none}</style>
</head><body><h1>Every form page, in English and in Urdu</h1>${sections.join('\n')}</body></html>\n`;
    await writeFile(join(SCREENSHOTS_DIR, 'index.html'), html);
  }
}
