/**
 * Reads a `_headers` file back into its rules, for hosts that do not read the file themselves (nginx:
 * `nginx-locations.ts`). The format is the one `headers-file.ts` writes, Netlify's and Cloudflare
 * Pages' (https://docs.netlify.com/routing/headers/): a URL path on its own line, then its headers
 * indented as `Name: value`; `#` starts a comment line; blank lines separate rules.
 */
import { BuildError } from './build-error.ts';
import type { FileHeaders } from './page-headers.ts';

/** One rule: `path` exact ('/x/', '/x/index.html') or ending in '/*' (every path under it), and its headers. */
export interface HeadersRule {
  path: string;
  headers: FileHeaders;
}

const HEADER_LINE = /^\s+([A-Za-z0-9-]+):\s*(.*?)\s*$/;

/**
 * The rules of `text`, in file order. `file` names the file in messages.
 * @throws BuildError `<file>:<line> ...` for a header line before any path, a line that is neither a
 * path nor `Name: value`, or a path with no header.
 */
export function parseHeadersFile(text: string, file: string): HeadersRule[] {
  const rules: { path: string; headers: Record<string, string>; line: number }[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), headers: {}, line });
      return;
    }
    const header = HEADER_LINE.exec(raw);
    const rule = rules.at(-1);
    if (!header || !rule) {
      throw new BuildError(`${file}:${line} is neither a URL path nor an indented "Name: value" header line under one`);
    }
    rule.headers[header[1]!] = header[2]!;
  });
  for (const rule of rules) {
    if (Object.keys(rule.headers).length === 0) throw new BuildError(`${file}:${rule.line} ${rule.path} has no header under it`);
  }
  return rules.map(({ path, headers }) => ({ path, headers }));
}
