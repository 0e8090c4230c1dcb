/** The proxy's one HTML escaper, for the few pages it writes without React (simulator, no-script answers). */

/** Escapes text for HTML element content and for single- or double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
