/**
 * Serialises data for a `<script type="application/json">` block. JSON.stringify alone is not enough:
 * a string holding `</script>` or `<!--` would end or corrupt the block, so `<`, `>` and `&` become
 * \u escapes, and U+2028/U+2029 too (older JS engines treat them as line ends). JSON.parse of the
 * block's text gives back the original value.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON text safe to place verbatim between `<script type="application/json">` and `</script>`. */
export function toJsonScriptText(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
