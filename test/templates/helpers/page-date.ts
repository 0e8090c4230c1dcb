/**
 * A page's `Date` on a fake clock: `new Date()` and `Date.now()` read `epochMs + nowMs()` (ms); dates
 * built from arguments, `Date.parse`, `Date.UTC` and every method are the real Date's. The thank-you
 * script measures how long it has asked with `Date.now()`, so the page's Date must follow the same clock
 * as its timers.
 */
export function pageDate(RealDate: DateConstructor, epochMs: number, nowMs: () => number): DateConstructor {
  function PageDate(...args: unknown[]): unknown {
    if (!new.target) return new RealDate(epochMs + nowMs()).toString();
    return Reflect.construct(RealDate, args.length > 0 ? args : [epochMs + nowMs()], new.target);
  }
  PageDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(PageDate, RealDate);
  PageDate.now = () => epochMs + nowMs();
  return PageDate as unknown as DateConstructor;
}
