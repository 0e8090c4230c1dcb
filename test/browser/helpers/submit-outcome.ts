/**
 * What a Submit did, read from the page instead of waited out: whether the page handled the submit event
 * (and stopped the browser's own post), and whether it began to leave (the Navigation API's `navigate`
 * event, fired the moment a script sets `location`, before any request). With the test clock
 * (`page-clock.ts`), a refusal's popup is passed at once and the flow's end awaited.
 */
import type { Page } from 'puppeteer-core';
import { advanceClock } from './page-clock.ts';

type Watched = Window & { __submitsPrevented?: boolean[]; __navigationsBegun?: number };

/** How long a condition awaited here may take, in ms: the page reaches it in far less. */
const CONDITION_TIMEOUT_MS = 5_000;

/**
 * Starts recording, in `page`'s current document, each submit event once the page's own handlers have
 * seen it (whether they prevented the browser's post) and each navigation the document begins.
 */
export async function watchSubmitOutcome(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched = window as Watched;
    watched.__submitsPrevented = [];
    watched.__navigationsBegun = 0;
    // On window in the bubbling phase: the page's handlers (React's, on its root) have run by then.
    window.addEventListener('submit', (event) => watched.__submitsPrevented!.push(event.defaultPrevented));
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', () => {
      watched.__navigationsBegun! += 1;
    });
  });
}

/**
 * Waits until the page has handled `count` submit events since `watchSubmitOutcome`, and resolves to
 * whether each was prevented (true: the browser did not post the form itself).
 */
export async function submitsHandled(page: Page, count = 1): Promise<boolean[]> {
  await page
    .waitForFunction((wanted) => ((window as Watched).__submitsPrevented?.length ?? 0) >= wanted, { timeout: CONDITION_TIMEOUT_MS }, count)
    .catch((error: unknown) => {
      throw new Error(`the page did not handle ${count} submit event(s): ${String(error)}`);
    });
  return page.evaluate(() => (window as Watched).__submitsPrevented ?? []);
}

/**
 * After a refused Submit whose popup shows: moves the page's clock `ms` ahead (past the popup, and the
 * redirect a success would make after it), waits until Submit is enabled again (the submit flow has
 * ended, which is when a success leaves the page), and resolves to how many navigations the document
 * has begun since `watchSubmitOutcome`.
 */
export async function passRefusalPopup(page: Page, ms: number): Promise<number> {
  await advanceClock(page, ms);
  await page
    .waitForFunction(
      () => {
        const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
        return submit !== null && !submit.disabled;
      },
      { timeout: CONDITION_TIMEOUT_MS },
    )
    .catch((error: unknown) => {
      throw new Error(`Submit was not enabled again after the refusal popup: ${String(error)}`);
    });
  return page.evaluate(() => (window as Watched).__navigationsBegun ?? -1);
}
