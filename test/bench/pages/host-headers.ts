/**
 * The `_headers` file `forms build` writes at the root of each org folder (Netlify / Cloudflare Pages
 * format, see `build/headers-file.ts`): a URL path (exact, or ending in `*` for a prefix) on its own line,
 * then indented `Name: value` lines. The benchmark's static host sends them as such a host would.
 */
import { readFile } from 'node:fs/promises';

export interface HeaderRule {
  /** An exact URL path from the org folder's root ('/merchantform/x/'), or a prefix ending in `*` ('/assets/*'). */
  path: string;
  headers: [name: string, value: string][];
}

/** The rules of a `_headers` text, in file order; comment and blank lines are skipped. */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a rule or without a colon: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The rules of the `_headers` file at `file`, or none when there is no such file; throws on other read errors. */
export async function readHeaderRules(file: string): Promise<HeaderRule[]> {
  try {
    return parseHeaderRules(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The headers of every rule matching `path` (a URL path from the org folder's root), in rule order. */
export function headersFor(rules: readonly HeaderRule[], path: string): [string, string][] {
  return rules
    .filter((rule) => (rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path))
    .flatMap((rule) => rule.headers);
}
