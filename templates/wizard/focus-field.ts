/** Focus for a field a wizard's check refused, including fields drawn as radio groups. */

/** Name of the radio group of preset amounts and Other; it stands for the amount while the Other box is hidden. */
export const AMOUNT_CHOICE = 'amountChoice';

/**
 * Moves focus to the visible control of `field` in `form`: the checked radio of a group (else its
 * first); for the amount, the Other box when it shows, else the preset group. Does nothing without one.
 */
export function focusField(form: HTMLFormElement | null, field: string): void {
  if (!form) return;
  for (const name of field === 'amount' ? ['amount', AMOUNT_CHOICE] : [field]) {
    const controls = [...form.querySelectorAll<HTMLElement>(`[name="${name}"]`)].filter((control) => !control.closest('[hidden]'));
    const target = controls.find((control) => (control as HTMLInputElement).checked === true) ?? controls[0];
    if (target) {
      target.focus();
      return;
    }
  }
}
