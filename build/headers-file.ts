/**
 * The `_headers` file of an org's folder: the headers of its files (`BuiltFile.headers`) in the format
 * Netlify and Cloudflare Pages read, a URL path on its own line and then indented `Name: value` lines
 * (https://docs.netlify.com/routing/headers/, https://developers.cloudflare.com/pages/configuration/headers/).
 * Both hosts send every matching rule's headers, joining repeats with commas, so no two rules here
 * match the same path: a page gets exact rules for its folder and its index.html, and every asset the
 * one `/assets/*` rule. Paths start at the org folder, which must be the site's root on such a host.
 */
import { BuildError } from './build-error.ts';
import type { BuiltFile } from './build-site.ts';
import { type FileHeaders, sameHeaders } from './page-headers.ts';

export const HEADERS_FILE = '_headers';

/** The URL paths a host serves `path` at: '/x/' and '/x/index.html' for a page, '/assets/*' for an asset. */
function rulePaths(path: string): string[] {
  if (path.startsWith('assets/')) return ['/assets/*'];
  if (path === 'index.html' || path.endsWith('/index.html')) return [`/${path.slice(0, -'index.html'.length)}`, `/${path}`];
  return [`/${path}`];
}

/**
 * The text of `_headers` for the files of one org (paths relative to its folder), or undefined when
 * none has headers. Rules follow the order of `files`.
 * @throws BuildError when two files that share a rule path (two assets) need different headers.
 */
export function headersFile(files: readonly BuiltFile[]): string | undefined {
  const rules = new Map<string, FileHeaders>();
  for (const file of files) {
    if (!file.headers) continue;
    for (const path of rulePaths(file.path)) {
      const existing = rules.get(path);
      if (existing && !sameHeaders(existing, file.headers)) {
        throw new BuildError(
          `${file.org}/${file.path} needs other headers than the rest of ${path}, which one _headers rule cannot express`,
        );
      }
      rules.set(path, file.headers);
    }
  }
  if (rules.size === 0) return undefined;
  const blocks = [...rules].map(([path, headers]) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Headers for Netlify and Cloudflare Pages, written by \`forms build\`; other hosts should send the same.\n${blocks.join('\n\n')}\n`;
}
