/**
 * The fingerprint of a request body: the SHA-256 (hex) of its canonical JSON, so the same body sent with
 * its keys in another order counts as the same request, and any other change as a different one.
 */
import { createHash } from 'node:crypto';

/** A piece of output written as it is, told apart from the values still to be written. */
class Text {
  constructor(readonly text: string) {}
}

/** What writing `value` takes, in order: pieces of text and the nested values between them. */
function pieces(value: unknown): unknown[] {
  if (Array.isArray(value)) {
    const items = value.flatMap((item, index) => (index === 0 ? [item] : [new Text(','), item]));
    return [new Text('['), ...items, new Text(']')];
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .sort()
      .flatMap((key, index) => [new Text(`${index === 0 ? '' : ','}${JSON.stringify(key)}:`), record[key]]);
    return [new Text('{'), ...entries, new Text('}')];
  }
  return [new Text(JSON.stringify(value) ?? 'null')];
}

/**
 * `value` (parsed JSON) as JSON with every object's keys sorted. Written with a loop, not recursion:
 * a hostile body nested thousands deep must not overflow the stack.
 */
export function canonicalJson(value: unknown): string {
  let out = '';
  const todo: unknown[] = [value];
  while (todo.length > 0) {
    const next = todo.pop();
    if (next instanceof Text) {
      out += next.text;
      continue;
    }
    const parts = pieces(next);
    for (let index = parts.length - 1; index >= 0; index -= 1) todo.push(parts[index]);
  }
  return out;
}

/** The body's fingerprint: 64 hex characters. */
export function fingerprintOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
