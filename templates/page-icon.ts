/**
 * The pages' icon, inline: a small disc in the forms' accent colour as an SVG `data:` URL. A page without
 * an icon makes the browser guess `/favicon.ico`, which a static host rarely has (a failed request and a
 * console error on a payment page); inline, it costs no request on a slow link. The pages' policy allows
 * `data:` images (`build/content-security-policy.ts`). Its spaces are written %20: a URL may not hold a
 * space (https://url.spec.whatwg.org/#url-code-points), which browsers forgive and HTML checkers do not.
 */
export const PAGE_ICON_URL =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2016%2016'%3E%3Ccircle%20cx='8'%20cy='8'%20r='7'%20fill='%230b5cad'/%3E%3C/svg%3E";
