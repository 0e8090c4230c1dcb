/**
 * A table for the terminal: a header row and one row per record, each column as wide as its widest
 * cell, two spaces between columns, trailing spaces trimmed. Widths count UTF-16 code units, which is
 * the width of the Latin text and digits the commands mostly print.
 */

/** `headers` and `rows` (cells in the order of `headers`) as lines, each ending with a line feed. */
export function textTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [headers, ...rows];
  const widths = headers.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  return all
    .map(
      (row) =>
        `${row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join('  ')
          .trimEnd()}\n`,
    )
    .join('');
}
