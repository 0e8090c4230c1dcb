/**
 * The sections of proxy/OPERATIONS.md that a script writes from a declaration (the variable table,
 * the API table): the text between a start and an end marker, replaced whole. Pure.
 */

/**
 * `document` with the text between `start` and `end` (two HTML comments on lines of their own)
 * replaced by `content`.
 * @throws Error when either marker is missing or they are out of order.
 */
export function withSection(document: string, start: string, end: string, content: string): string {
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`proxy/OPERATIONS.md lacks the markers ${start} ... ${end}`);
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}
