/**
 * Screenshots of every form page for a maintainer to look over at once: PNGs in the git-ignored
 * screenshots/ folder and one screenshots/index.html showing each route's shots side by side, its English
 * page in one row and its Urdu page in the row below, so a state reads down a column in both languages.
 * Several test files add to one album (the pages' states, the zakat panel): each album, when closed, adds
 * its shots to `screenshots/album.json`, the list of every shot taken so far, and writes the index from it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import escapeHtml from 'escape-html';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '../../../i18n/languages.ts';

export const SCREENSHOTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../screenshots');

/** The states shot for a route, in the order the index shows them: the page's, then the zakat calculator's panel open. */
export type Shot = 'phone' | 'desktop' | 'errors' | 'zakat-panel';

const SHOTS: readonly Shot[] = ['phone', 'desktop', 'errors', 'zakat-panel'];

/** route -> language -> shot -> file. */
type Shots = Record<string, Partial<Record<Language, Partial<Record<Shot, string>>>>>;

const MANIFEST = join(SCREENSHOTS_DIR, 'album.json');

/** The shots of earlier albums (`MANIFEST`), or none when there is no readable list. */
async function earlierShots(): Promise<Shots> {
  try {
    return JSON.parse(await readFile(MANIFEST, 'utf8')) as Shots;
  } catch {
    return {};
  }
}

/** The file a shot is written to, e.g. `merchantform_jhrtrust-ur-phone.png` (English without the language). */
export function shotFile(route: string, language: Language, shot: Shot): string {
  const name = route.replace(/^\//, '').replace(/[^A-Za-z0-9_-]+/g, '_');
  return `${name}${language === 'en' ? '' : `-${language}`}-${shot}.png`;
}

/** Collects screenshots when `enabled`; otherwise every method does nothing. */
export class ScreenshotAlbum {
  /** route -> language -> shot -> file, in the order shot. */
  private readonly shots = new Map<string, Map<Language, Map<Shot, string>>>();

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
  }

  /**
   * Adds this album's shots to those of earlier ones (`MANIFEST`) and writes index.html from them all:
   * per route, a row per language shot (English first), each with the route's states side by side (the
   * states shot for it in any language), named with the page's direction.
   */
  async close(): Promise<void> {
    if (!this.enabled || this.shots.size === 0) return;
    const all = await earlierShots();
    for (const [route, byLanguage] of this.shots) {
      for (const [language, shots] of byLanguage) {
        all[route] = { ...all[route], [language]: { ...all[route]?.[language], ...Object.fromEntries(shots) } };
      }
    }
    await writeFile(MANIFEST, `${JSON.stringify(all, null, 2)}\n`);
    const sections = Object.entries(all).map(([route, byLanguage]) => {
      const states = SHOTS.filter((shot) => Object.values(byLanguage).some((shots) => shots?.[shot]));
      const rows = LANGUAGES.filter((language) => byLanguage[language]).map((language) => {
        const shots = byLanguage[language]!;
        const cells = states.map((shot) => {
          const file = shots[shot];
          const alt = `${route} ${LANGUAGE_INFO[language].englishName} ${shot}`;
          return `<figure class="${shot}"><figcaption>${shot}</figcaption>${file ? `<a href="${file}"><img src="${file}" alt="${escapeHtml(alt)}" loading="lazy"></a>` : '<p>none</p>'}</figure>`;
        });
        const { dir, englishName } = LANGUAGE_INFO[language];
        return `<div class="row" data-language="${language}"><h3>${englishName} (${dir})</h3>${cells.join('')}</div>`;
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
