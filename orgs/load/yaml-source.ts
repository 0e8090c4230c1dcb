/**
 * An org file parsed with `yaml`, kept as a document with source positions, so a problem found in the
 * plain data (by a JSON pointer) can be shown at its line and column.
 */
import { type Document, LineCounter, isMap, isPair, isScalar, isSeq, parseDocument } from 'yaml';
import type { Node } from 'yaml';

export interface YamlSource {
  doc: Document;
  lineCounter: LineCounter;
}

/** 1-based line and column. */
export interface Position {
  line: number;
  col: number;
}

/**
 * Where to point for a problem: the node at `pointer` (a JSON pointer), or with `key` the key of that
 * node's entry in its parent map. When the pointer runs past the document (a missing property), the
 * deepest node that exists is used, i.e. the object that lacks the property.
 */
export interface Anchor {
  pointer: string;
  key?: boolean;
}

/** Parses YAML text. Syntax problems are in `source.doc.errors`; nothing is thrown. */
export function parseYaml(text: string): YamlSource {
  const lineCounter = new LineCounter();
  // prettyErrors would append a code excerpt to each message; one-line messages read better in a list.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  return { doc, lineCounter };
}

/** The line and column of a character offset. */
export function positionAt(source: YamlSource, offset: number): Position {
  const { line, col } = source.lineCounter.linePos(offset);
  return { line, col };
}

/** Decodes a JSON pointer (`/forms/0/title`) into its segments. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The map entry or list item for one pointer segment, or undefined when it does not exist. */
function child(node: unknown, segment: string): { key?: Node; value: unknown } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === segment);
    return pair && { key: pair.key as Node, value: pair.value };
  }
  if (isSeq(node) && /^\d+$/.test(segment)) {
    const index = Number(segment);
    return index < node.items.length ? { value: node.items[index] } : undefined;
  }
  return undefined;
}

/** Start offset of a node, when it has one (an empty value may not). */
function start(node: unknown): number | undefined {
  return node && typeof node === 'object' && 'range' in node && Array.isArray(node.range) ? node.range[0] : undefined;
}

/** The position an anchor points at (see `Anchor`); the file's first line when nothing better exists. */
export function positionOf(source: YamlSource, anchor: Anchor): Position {
  let node: unknown = source.doc.contents;
  let offset = start(node) ?? 0;
  const segments = pointerSegments(anchor.pointer);
  for (const [index, segment] of segments.entries()) {
    const entry = child(node, segment);
    if (!entry) break;
    const last = index === segments.length - 1;
    const at = last && anchor.key && entry.key ? start(entry.key) : (start(entry.value) ?? start(entry.key));
    offset = at ?? offset;
    node = entry.value;
  }
  return positionAt(source, offset);
}
