/**
 * What a donor's first visit to a built page moves over the network: the page's HTML and every
 * same-origin file it loads at once, which are its stylesheets (`<link rel="stylesheet" href>`), what
 * it preloads (`<link rel="preload|modulepreload" href>`), its scripts (`<script src>`) and, for a
 * module script, the chunks that script imports statically (`import … from "./chunk.js"`,
 * transitively), its images (`<img src>`, e.g. a form's logo) and its same-origin frames with what
 * they load (the card checkout page's demo provider). A dynamic `import()` or a `fetch` runs later, on the
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
  // Relative only: a message in a library's code may read "import from 'react-intl'" too.
  return [...code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+)["']/g)].map((match) => match[1]!);
}

/** `url` relative to the file at `from`, as a path in the same org folder, or undefined when it leaves the origin. */
function resolvePath(from: string, url: string): string | undefined {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return undefined;
  return new URL(url, `http://host/${from}`).pathname.slice(1);
}

/** What a file is to the page that loads it: a document (a frame), a module script, or anything else. */
type Loaded = 'document' | 'module' | 'file';

/**
 * The first visit to the page at `pagePath` among `files` (one org's folder), with the page of each
 * same-origin frame it shows (`<iframe src>`, a folder URL meaning its index.html) and what that loads.
 * @throws Error naming the file when the page or a file it loads at once is missing from `files`.
 */
export function measureFirstVisit(files: readonly SiteFile[], pagePath: string): FirstVisit {
  const byPath = new Map(files.map((file) => [file.path, file.contents]));
  const paths: string[] = [];
  const add = (url: string | null, from: string, kind: Loaded) => {
    const resolved = url === null ? undefined : resolvePath(from, url);
    if (resolved !== undefined) addPath(resolved.endsWith('/') ? `${resolved}index.html` : resolved, from, kind);
  };
  const addPath = (path: string, from: string, kind: Loaded) => {
    if (paths.includes(path)) return;
    const contents = byPath.get(path);
    if (!contents) throw new Error(`${from} loads ${path}, which the site does not have`);
    paths.push(path);
    const text = new TextDecoder().decode(contents);
    if (kind === 'module') for (const imported of staticImports(text)) add(imported, path, 'module');
    if (kind === 'document') addLoadedBy(new JSDOM(text).window.document, path);
  };
  const addLoadedBy = (doc: Document, from: string) => {
    for (const link of doc.querySelectorAll('link[rel~="stylesheet"][href], link[rel~="preload"][href]')) {
      add(link.getAttribute('href'), from, 'file');
    }
    for (const link of doc.querySelectorAll('link[rel~="modulepreload"][href]')) add(link.getAttribute('href'), from, 'module');
    for (const script of doc.querySelectorAll('script[src]')) {
      add(script.getAttribute('src'), from, script.getAttribute('type') === 'module' ? 'module' : 'file');
    }
    for (const image of doc.querySelectorAll('img[src]')) add(image.getAttribute('src'), from, 'file');
    for (const frame of doc.querySelectorAll('iframe[src]')) add(frame.getAttribute('src'), from, 'document');
  };
  addPath(pagePath, 'the visit', 'document');
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
