/**
 * Screenshots of every form page for a maintainer to look over at once: PNGs in the git-ignored
 * screenshots/ folder and one screenshots/index.html showing each route's shots side by side, its English
 * page in one row and its Urdu page in the row below, so a state reads down a column in both languages.
 * Several test files may keep an album each (the forms, the zakat panel, the proxy's own pages): each
 * writes its list of shots beside the PNGs (`album-<name>.json`), and the index shows every album listed
 * there, so no file's shots hide another's. An Urdu row names the fonts its words were drawn in: Noto
 * Nastaliq Urdu, the font of many phones, which the test machine has (test/setup/ensure-test-tools.ts);
 * any other name there means boxes or a fallback script.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import escapeHtml from 'escape-html';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '../../../orgs/i18n/languages.ts';
import { fontsOf } from './platform-fonts.ts';

export const SCREENSHOTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../screenshots');

/** The states shot for a route, in the order the index shows them: the page's, then the zakat calculator's panel open. */
export type Shot = 'phone' | 'desktop' | 'errors' | 'zakat-panel';

const SHOTS: readonly Shot[] = ['phone', 'desktop', 'errors', 'zakat-panel'];

/** The file a shot is written to, e.g. `merchantform_jhrtrust-ur-phone.png` (English without the language). */
export function shotFile(route: string, language: Language, shot: Shot): string {
  const name = route.replace(/^\//, '').replace(/[^A-Za-z0-9_-]+/g, '_');
  return `${name}${language === 'en' ? '' : `-${language}`}-${shot}.png`;
}

/** route -> language -> shot -> file, in the order shot. */
type Shots = Map<string, Map<Language, Map<Shot, string>>>;

/** `${route} ${language}` -> the fonts the words of its first shot were drawn in (languages other than English). */
type Fonts = Map<string, string[]>;

/** One album file: its shots and the fonts of its non-English pages. */
interface AlbumFile {
  shots: [string, [Language, [Shot, string][]][]][];
  fonts: [string, string[]][];
}

/**
 * The album files in the folder (`album-<name>.json`), as written by `close`, the default album first;
 * two albums' shots of one route and language are shown together.
 */
async function readAlbums(): Promise<{ shots: Shots; fonts: Fonts }> {
  const files = (await readdir(SCREENSHOTS_DIR)).filter((file) => /^album-.+\.json$/.test(file));
  files.sort((a, b) => (a === 'album-forms.json' ? -1 : b === 'album-forms.json' ? 1 : a.localeCompare(b)));
  const all: Shots = new Map();
  const fonts: Fonts = new Map();
  for (const file of files) {
    const album = JSON.parse(await readFile(join(SCREENSHOTS_DIR, file), 'utf8')) as AlbumFile;
    for (const [key, families] of album.fonts ?? []) if (!fonts.has(key)) fonts.set(key, families);
    for (const [route, languages] of album.shots ?? []) {
      const byLanguage = all.get(route) ?? new Map<Language, Map<Shot, string>>();
      for (const [language, shots] of languages) byLanguage.set(language, new Map([...(byLanguage.get(language) ?? []), ...shots]));
      all.set(route, byLanguage);
    }
  }
  return { shots: all, fonts };
}

/** Collects screenshots when `enabled`; otherwise every method does nothing. */
export class ScreenshotAlbum {
  private readonly shots: Shots = new Map();
  private readonly fonts: Fonts = new Map();

  /** `name` names the album's list of shots (`album-<name>.json`); one per test file that shoots. */
  constructor(
    private readonly enabled: boolean,
    private readonly name = 'forms',
  ) {}

  /** Creates the folder. */
  async open(): Promise<void> {
    if (this.enabled) await mkdir(SCREENSHOTS_DIR, { recursive: true });
  }

  /**
   * Writes a full-page PNG of `page`, the `language` page of `route`, as `shotFile` names it. The page is
   * shot in a viewport as tall as it, rather than with puppeteer's `fullPage` (a capture beyond the
   * viewport), which draws a right-to-left page shifted sideways and cut off.
   */
  async shoot(page: Page, route: string, shot: Shot, language: Language = 'en'): Promise<void> {
    if (!this.enabled) return;
    const file = shotFile(route, language, shot);
    const viewport = page.viewport();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (viewport) await page.setViewport({ ...viewport, height: Math.max(viewport.height, height) });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, file), captureBeyondViewport: false });
    if (viewport) await page.setViewport(viewport);
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
   * Writes this album's list of shots, then index.html over every album's: per route, a row per language
   * shot (English first), each with the route's states side by side (those shot for it in any language),
   * named with the page's direction (and, but in English, its fonts).
   */
  async close(): Promise<void> {
    if (!this.enabled || this.shots.size === 0) return;
    const album: AlbumFile = {
      shots: [...this.shots].map(([route, byLanguage]) => [route, [...byLanguage].map(([language, shots]) => [language, [...shots]])]),
      fonts: [...this.fonts],
    };
    await writeFile(join(SCREENSHOTS_DIR, `album-${this.name}.json`), `${JSON.stringify(album)}\n`);
    const { shots: all, fonts } = await readAlbums();
    const sections = [...all].map(([route, byLanguage]) => {
      const states = SHOTS.filter((shot) => [...byLanguage.values()].some((shots) => shots.has(shot)));
      const rows = LANGUAGES.filter((language) => byLanguage.has(language)).map((language) => {
        const shots = byLanguage.get(language)!;
        const cells = states.map((shot) => {
          const file = shots.get(shot);
          const alt = `${route} ${LANGUAGE_INFO[language].englishName} ${shot}`;
          return `<figure class="${shot}"><figcaption>${shot}</figcaption>${file ? `<a href="${file}"><img src="${file}" alt="${escapeHtml(alt)}" loading="lazy"></a>` : '<p>none</p>'}</figure>`;
        });
        const { dir, englishName } = LANGUAGE_INFO[language];
        const drawnIn = fonts.get(`${route} ${language}`);
        const heading = `${englishName} (${dir})${drawnIn ? ` in ${drawnIn.join(', ')}` : ''}`;
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
