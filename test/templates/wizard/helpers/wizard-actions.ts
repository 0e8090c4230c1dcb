/** What a donor does on a hydrated wizard page, beyond typing (`dom-actions.ts`): radios, buttons, steps. */
import type { PageWindow } from '../../helpers/page-window.ts';

/** Clicks the radio of group `name` whose value is `value`, as a donor picks a toggle button. */
export function choose(page: PageWindow, name: string, value: string): void {
  const radio = page.document.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"][value="${value}"]`);
  if (!radio) throw new Error(`The page has no ${name} choice ${value}`);
  radio.click();
}

/** The value of the checked radio of group `name`, '' when none is. */
export function chosen(page: PageWindow, name: string): string {
  return page.document.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
}

/** Clicks the button whose text is `label` (Next, Back, Submit). */
export function press(page: PageWindow, label: string): void {
  const button = [...page.document.querySelectorAll('button')].find((candidate) => candidate.textContent === label);
  if (!button) throw new Error(`The page has no ${label} button`);
  button.click();
}

/** Submits the form as Enter in a field does. */
export function pressEnter(page: PageWindow): void {
  page.document.querySelector('form')!.dispatchEvent(new page.window.Event('submit', { bubbles: true, cancelable: true }));
}

/** The number of the step shown (1 or 2); throws unless exactly one step shows. */
export function shownStep(page: PageWindow): number {
  const steps = [...page.document.querySelectorAll('fieldset.wizard-step')];
  const shown = steps.flatMap((step, index) => (step.hasAttribute('hidden') ? [] : [index + 1]));
  if (shown.length !== 1) throw new Error(`Expected one step shown, found ${shown.length}`);
  return shown[0]!;
}

/**
 * Every message the step shown shows, in page order: the fields' messages and any alert, those inside a
 * hidden part (the amount box while the presets show) left out. A message shown twice is listed twice.
 */
export function shownMessages(page: PageWindow): string[] {
  const step = page.document.querySelector('fieldset.wizard-step:not([hidden])');
  return [...(step?.querySelectorAll('.field-error, [role="alert"]') ?? [])]
    .filter((element) => element.textContent && !element.closest('[hidden]'))
    .map((element) => element.textContent!);
}

/** Whether the control named `name` (its first one) is out of view inside a hidden element. */
export function isHidden(page: PageWindow, name: string): boolean {
  return Boolean(page.document.querySelector(`[name="${name}"]`)?.closest('[hidden]'));
}

/** The element that has focus, as `name=value` for controls or the text of a heading. */
export function focused(page: PageWindow): string {
  const active = page.document.activeElement as HTMLInputElement | null;
  if (!active) return '';
  if (active.tagName === 'H2') return active.textContent ?? '';
  return active.type === 'radio' ? `${active.name}=${active.value}` : active.name;
}
