/** A problem found in one file's data, before it is given the file name and a line and column. */
import type { Anchor } from './yaml-source.ts';

export interface Finding {
  /** JSON pointer of the value concerned; `/` for the whole file. */
  path: string;
  message: string;
  /** Where in the file to point; default: the node at `path`. */
  anchor?: Anchor;
}

/** Appends one pointer segment, escaping `~` and `/` as JSON pointers require. */
export function childPath(path: string, segment: string | number): string {
  const escaped = String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
  return path === '/' ? `/${escaped}` : `${path}/${escaped}`;
}
