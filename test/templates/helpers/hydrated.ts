/**
 * Whether a page's script has taken over: a form turns the browser's own checks off once hydrated, and
 * the card checkout page, which has no form, marks itself `data-listening` once it listens for results.
 */
export function isHydrated(document: Document): boolean {
  return Boolean(document.querySelector('form')?.noValidate || document.querySelector('[data-listening]'));
}
