/**
 * The pages' icon, inline: a small disc in the forms' accent colour as an SVG `data:` URL. A page without
 * an icon makes the browser guess `/favicon.ico`, which a static host rarely has (a failed request and a
 * console error on a payment page); inline, it costs no request on a slow link. The pages' policy allows
 * `data:` images (`build/content-security-policy.ts`).
 */
export const PAGE_ICON_URL =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%230b5cad'/%3E%3C/svg%3E";
