/**
 * Reads a field of a JSON object ignoring the key's case, as ASP.NET model binding does; integrators
 * send `userName`/`Username` and `cpayId`/`Cpayid` alike (PROTOCOL.md "Order status").
 * Returns the value when it is a string, else undefined.
 */
export function stringFieldAnyCase(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(body)) {
    if (key.toLowerCase() === wanted && typeof value === 'string') return value;
  }
  return undefined;
}
