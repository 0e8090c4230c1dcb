/**
 * What a donor's first visit to a built page moves over the network: the page's HTML and every
 * same-origin file it loads at once, which are its stylesheets (`<link rel="stylesheet" href>`), what
 * it preloads (`<link rel="preload|modulepreload" href>`), its scripts (`<script src>`) and, for a
 * module script, the chunks that script imports statically (`import … from "./chunk.js"`,
 * transitively), and its images (`<img src>`, e.g. a form's logo). A dynamic `import()` or a `fetch` runs later, on the
 * donor's action, and is no part of it; `data:` URLs are inside the HTML already. Sizes are bytes of
 * zlib's gzip at level 9, what a static host that compresses ahead of time serves.
 */
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';

/** A file of one org's folder: `path` relative to it, '/'-separated, e.g. 'assets/form-x-1A2B3C4D.js'. */
export interface SiteFile {
  path: string;
  contents: Uint8Array;
}

export interface FirstVisit {
  /** The files requested, the page first, each once (path as in `SiteFile`), with their gzip size in bytes. */
  files: { path: string; gzipBytes: number }[];
  /** Sum of the files' gzip sizes, in bytes. */
  gzipBytes: number;
}

/** Bytes of `contents` gzipped at zlib level 9. */
export function gzipBytes(contents: Uint8Array): number {
  return gzipSync(contents, { level: 9 }).length;
}

/** The relative specifiers a minified ES module imports statically (`import"./a.js"`, `from"./b.js"`), not `import()`. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+)["']/g)].map((match) => match[1]!);
}

/** `url` relative to the file at `from`, as a path in the same org folder, or undefined when it leaves the origin. */
function resolvePath(from: string, url: string): string | undefined {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return undefined;
  return new URL(url, `http://host/${from}`).pathname.slice(1);
}

/**
 * The first visit to the page at `pagePath` among `files` (one org's folder).
 * @throws Error naming the file when the page or a file it loads at once is missing from `files`.
 */
export function measureFirstVisit(files: readonly SiteFile[], pagePath: string): FirstVisit {
  const byPath = new Map(files.map((file) => [file.path, file.contents]));
  const contentsOf = (path: string, from: string) => {
    const contents = byPath.get(path);
    if (!contents) throw new Error(`${from} loads ${path}, which the site does not have`);
    return contents;
  };
  const page = contentsOf(pagePath, 'the visit');
  const doc = new JSDOM(new TextDecoder().decode(page)).window.document;
  const paths = [pagePath];
  const add = (url: string | null, from: string, module: boolean) => {
    const path = url === null ? undefined : resolvePath(from, url);
    if (path === undefined || paths.includes(path)) return;
    paths.push(path);
    const contents = contentsOf(path, from);
    if (module) for (const imported of staticImports(new TextDecoder().decode(contents))) add(imported, path, true);
  };
  for (const link of doc.querySelectorAll('link[rel~="stylesheet"][href], link[rel~="preload"][href]')) {
    add(link.getAttribute('href'), pagePath, false);
  }
  for (const link of doc.querySelectorAll('link[rel~="modulepreload"][href]')) add(link.getAttribute('href'), pagePath, true);
  for (const script of doc.querySelectorAll('script[src]')) {
    add(script.getAttribute('src'), pagePath, script.getAttribute('type') === 'module');
  }
  for (const image of doc.querySelectorAll('img[src]')) add(image.getAttribute('src'), pagePath, false);
  const sized = paths.map((path) => ({ path, gzipBytes: gzipBytes(byPath.get(path)!) }));
  return { files: sized, gzipBytes: sized.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/**
 * Why the first visit to `route` (a form of `kind`) is over `budgetBytes`, naming the kind, the route
 * and the bytes of each file; undefined when it is within.
 */
export function overBudget(kind: string, route: string, visit: FirstVisit, budgetBytes: number): string | undefined {
  if (visit.gzipBytes <= budgetBytes) return undefined;
  return `${kind} (${route}): a first visit moves ${visit.gzipBytes} bytes gzipped, over its budget of ${budgetBytes}: ${visit.files.map((file) => `${file.path} ${file.gzipBytes}`).join(', ')}`;
}
