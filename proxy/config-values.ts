/**
 * Readers for single configuration values. Each takes the variable's name and its trimmed value
 * (undefined when unset or empty) and, when the value is unusable, pushes one sentence naming the
 * variable onto `problems` and returns the fallback, so `loadConfig` can report every problem at once.
 * A sentence shows the value only through `quoted`.
 */
import type { ProblemSink } from './config-problems.ts';

/**
 * `value` in double quotes, for a problem sentence; or, when it holds an `@` (as a URL's
 * `user:password@` part does, whether or not the rest parses: `https://user:pa/ss@host` does not),
 * words saying it is left out. Start-up problems are printed and logged, and no password may be.
 */
export function quoted(value: string): string {
  return value.includes('@') ? 'a value with an @ in it (not quoted: it may hold a password)' : `"${value}"`;
}

/** A whole number above 0, e.g. '15000'; `fallback` when unset. */
export function readPositiveInteger(name: string, value: string | undefined, fallback: number, problems: ProblemSink): number {
  if (value === undefined) return fallback;
  if (/^\d+$/.test(value) && Number(value) > 0 && Number.isSafeInteger(Number(value))) return Number(value);
  problems.push(
    `${name} is ${quoted(value)}, which is not a whole number greater than 0; set it to e.g. ${fallback}, or unset it for that default.`,
  );
  return fallback;
}

/** A whole number, 0 included, e.g. '20000'; `fallback` when unset. */
export function readWholeNumber(name: string, value: string | undefined, fallback: number, problems: ProblemSink): number {
  if (value === undefined) return fallback;
  if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  problems.push(
    `${name} is ${quoted(value)}, which is not a whole number (0 or more); set it to e.g. ${fallback}, or unset it for that default.`,
  );
  return fallback;
}

/** 'true' or 'false' in any letter case; `fallback` when unset. */
export function readBoolean(name: string, value: string | undefined, fallback: boolean, problems: ProblemSink): boolean {
  if (value === undefined) return fallback;
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false') return lower === 'true';
  problems.push(`${name} is ${quoted(value)}, which is neither true nor false; set it to one of them, or unset it for ${fallback}.`);
  return fallback;
}

/**
 * A comma-separated list of http(s) origins (scheme, host, optional port; no path, query or `*`), e.g.
 * 'https://donate.example.org, http://localhost:3000'. Returns them as browsers send them in the
 * `Origin` header (lower-case host, no default port); empty items are skipped; [] when unset.
 */
export function readOrigins(name: string, value: string | undefined, problems: ProblemSink): string[] {
  if (value === undefined) return [];
  const origins: string[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const origin = originOf(item);
    if (origin) origins.push(origin);
    else {
      problems.push(
        `${name} lists ${quoted(item)}, which is not an origin; write each as scheme://host[:port] with no path, ` +
          `e.g. https://donate.example.org, separated by commas.`,
      );
    }
  }
  return origins;
}

/** The origin `item` names (one trailing slash tolerated), normalised by URL; undefined for anything else. */
function originOf(item: string): string | undefined {
  const bare = item.replace(/\/$/, '');
  if (!/^https?:\/\/[^/?#@\s]+$/i.test(bare) || !URL.canParse(bare)) return undefined;
  return new URL(bare).origin;
}
