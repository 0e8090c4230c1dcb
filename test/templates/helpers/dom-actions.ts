/**
 * What a donor does, as DOM events jsdom dispatches and React sees: typing (an `input` event after the
 * value changed through the native setter, as a browser does), choosing, leaving a field, submitting.
 */
import type { PageWindow } from './page-window.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The control named `name`; throws when the page has none. */
export function control(page: PageWindow, name: string): Control {
  const found = page.document.querySelector<Control>(`form [name="${name}"]`);
  if (!found) throw new Error(`The page has no field named ${name}`);
  return found;
}

/** Sets the field's value and fires the event the browser fires for that kind of control. */
export function fill(page: PageWindow, name: string, value: string): void {
  const element = control(page, name);
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
  const type = element.tagName === 'SELECT' ? 'change' : 'input';
  element.dispatchEvent(new page.window.Event(type, { bubbles: true }));
}

/** Focuses the field, then moves focus away from it. */
export function leave(page: PageWindow, name: string): void {
  const element = control(page, name);
  element.focus();
  element.blur();
}

/** Fills several fields in order. */
export function fillAll(page: PageWindow, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) fill(page, name, value);
}

/** Clicks the submit button. */
export function pressSubmit(page: PageWindow): void {
  page.document.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click();
}

/** The message under the field, '' when none. */
export function errorOf(page: PageWindow, name: string): string {
  return page.document.getElementById(`${control(page, name).id}-error`)?.textContent ?? '';
}

/** Text of the popups currently shown. */
export function popups(page: PageWindow): string[] {
  return [...page.document.querySelectorAll('.toasts > *')].map((toast) => toast.textContent ?? '');
}

/** Waits, on conditions rather than a fixed time, until the open pages are idle (see page-window.ts). */
export { settle } from './page-window.ts';
