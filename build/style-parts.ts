/**
 * The stylesheet in parts, so each page carries only the CSS it can use (its first visit has a byte
 * budget, `test/build/first-visit-bytes.test.ts`). `templates/styles.css` is a base, which every page
 * carries, then parts, each opened by a line `/* part: <name> *\/` and running to the next. A page
 * carries a part when one of its selectors can match: every class that selector names is a word of the
 * page's HTML or of its script (where every class a component can set is written out: no class name is
 * built at run time, but the theme's, `theme-<theme>`, which the server render writes into the HTML and
 * a part of that name holds); and a `lang-<code>` part when the page is in that language. Rules without a class (`h2`, `a`) belong in
 * the base, as a page cannot be told to use them; `test/build/style-parts.test.ts` holds the file to that.
 * A `later-<name>` part goes into no page: a script loaded later adopts it (the zakat calculator's,
 * build/bundle-client.ts), so a page's first visit does not carry it.
 * The stylesheet file the proxy's pages link stays whole.
 */
import { transformSync } from 'esbuild';
import type { Language } from '../orgs/i18n/languages.ts';

/** One part, minified: its name, its CSS and, for each of its selectors, the classes it names. */
export interface StylePart {
  name: string;
  css: string;
  selectors: readonly (readonly string[])[];
}

/** How the name of a part that a script loaded later adopts begins (`partCss`). */
export const LATER_PART = 'later-';

const MARKER = /^\/\* part: ([a-z][a-z0-9-]*) \*\/$/m;

/**
 * `source` (the stylesheet's text) split at its part markers and minified for `target` browsers, the
 * base first (named 'base').
 * @throws esbuild's error, naming `file` and the line, when a part is not valid CSS.
 */
export function styleParts(source: string, file: string, target: string): StylePart[] {
  const pieces = source.split(MARKER);
  const named = [{ name: 'base', text: pieces[0] ?? '' }];
  for (let index = 1; index < pieces.length; index += 2) named.push({ name: pieces[index]!, text: pieces[index + 1] ?? '' });
  return named.map(({ name, text }) => {
    const css = transformSync(text, { loader: 'css', minify: true, target, sourcefile: `${file} (part ${name})`, logLevel: 'silent' }).code;
    return { name, css, selectors: selectorsIn(css) };
  });
}

/**
 * The classes each selector of minified `css` names, e.g. [['fee-table', 'amount'], ['form-grid']] for
 * `.fee-table .amount{…}.form-grid{…}`; a selector without a class gives []. At-rules are looked into.
 */
export function selectorsIn(css: string): string[][] {
  const lists = [...css.matchAll(/(?:^|[{};])([^{};@]+)\{/g)].map((match) => match[1]!);
  return lists.flatMap((list) => list.split(',')).map((selector) => [...selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]!));
}

/** Every word of `text` that could be a class name: what `pageStyles` matches a part's classes against. */
export function wordsIn(text: string): Set<string> {
  return new Set(text.match(/[A-Za-z_][\w-]*/g) ?? []);
}

/**
 * The CSS of a page in `language` whose HTML and script hold the `words` (`wordsIn`): the base, and
 * every part it can use, in the stylesheet's order.
 */
export function pageStyles(parts: readonly StylePart[], language: Language, words: { has(word: string): boolean }): string {
  return parts
    .filter(({ name, selectors }) => {
      if (name === 'base') return true;
      if (name.startsWith('lang-')) return name === `lang-${language}`;
      if (name.startsWith(LATER_PART)) return false;
      return selectors.some((classes) => classes.length > 0 && classes.every((cls) => words.has(cls)));
    })
    .map((part) => part.css)
    .join('');
}

/**
 * The minified CSS of the part `name` of `parts`.
 * @throws an Error naming the part when the stylesheet has none of that name.
 */
export function partCss(parts: readonly StylePart[], name: string): string {
  const part = parts.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`templates/styles.css has no part ${name}`);
  return part.css;
}
