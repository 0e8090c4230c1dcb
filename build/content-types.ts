/**
 * The Content-Type of each kind of file the build writes, by extension, as a static host should send
 * it: `forms serve` sends it (`cli/site-files.ts`), and so does the benchmark's static host.
 */

const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/** The Content-Type of the file at `path` (any '/'-separated path), by its extension; 'application/octet-stream' for others. */
export function contentTypeOf(path: string): string {
  return TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
