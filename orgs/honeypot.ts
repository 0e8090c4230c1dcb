/**
 * The honeypot's field name, shared by the pages (which render a hidden input of this name in every
 * posting form) and the proxy (which drops any request where it is filled): people never see the
 * input, form-filling bots fill it.
 */
export const HONEYPOT_FIELD = 'website';
