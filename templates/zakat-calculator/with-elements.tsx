/**
 * A catalogue message with elements where some of its arguments go: an amount that must stay on one line,
 * a link. The translator formats text only (orgs/i18n/translator.ts), so each such argument is given a marker,
 * a private-use character no message or value holds, and the formatted text is cut at the markers, each
 * replaced by its element. A marker is no Latin text, so the translator does not isolate it in a
 * right-to-left message: the element isolates itself where it must (`<bdi>`, `dir`).
 */
import { Fragment, type ReactNode } from 'react';

/** The first marker: U+E000, the start of Unicode's Private Use Area. */
const FIRST_MARK = 0xe000;
const MARK = /([\ue000-\ue0ff])/;

/**
 * The text `format` writes with `elements`' markers as arguments (`format` passes them on to the
 * translator, e.g. `(marks) => t('zakatCalculator.due', marks)`), as nodes: text, and each element where
 * its marker was. At most 256 elements.
 */
export function withElements(
  elements: Readonly<Record<string, ReactNode>>,
  format: (marks: Record<string, string>) => string,
): ReactNode[] {
  const names = Object.keys(elements);
  const marks = Object.fromEntries(names.map((name, index) => [name, String.fromCharCode(FIRST_MARK + index)]));
  return format(marks)
    .split(MARK)
    .map((part, index) => {
      const name = MARK.test(part) ? names[part.charCodeAt(0) - FIRST_MARK] : undefined;
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the text's in its order, never reordered.
      return name === undefined ? part : <Fragment key={index}>{elements[name]}</Fragment>;
    });
}
