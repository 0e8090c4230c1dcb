/** The one guard for "a plain JSON object" shared by the proxy, the rules and the pages' scripts. */

/** True for an object that is neither null nor an array, e.g. a parsed JSON object or form body. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
