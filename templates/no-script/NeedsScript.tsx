/**
 * What a page that cannot work without JavaScript says when scripts do not run (the membership renewal
 * looks the member up before paying; the card checkout shows what the provider's frame posts; the
 * sample form works only in the browser). The message is inside `<noscript>`, so only such a browser
 * shows it; the parts that would not work carry `NEEDS_SCRIPT_CLASS`, which the stylesheet hides when
 * scripting is off (`@media (scripting: none)`), so the visitor meets an explanation, not a broken form.
 */

/** Class of the parts of a page that do nothing without JavaScript. */
export const NEEDS_SCRIPT_CLASS = 'needs-script';

/** `children`: what does not work and why, then what to do. */
export function NeedsScript({ children }: { children: string }) {
  return (
    <noscript>
      <p className="noscript-note">{children}</p>
    </noscript>
  );
}
