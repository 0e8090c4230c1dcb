/**
 * Where the zakat calculator applies: which forms take a zakat payment, and how the form is told the
 * payment is zakat. Pure (no Node imports), from the validated org file.
 */
import type { FormDef, Org } from '../types.ts';

/**
 * A form the calculator is offered beside. `purpose`: the form field and its option value that select
 * Zakat (e.g. `{ field: 'donationType', value: 'Zakat' }`), when the donor chooses the purpose on the
 * form; absent when every payment of the form is zakat.
 */
export interface ZakatTarget {
  purpose?: { field: string; value: string };
  /** The form's amount takes whole rupees only (the associates form's box keeps digits alone): pay the due rounded up. */
  wholeRupees?: true;
}

/**
 * Whether `text` (an option's value or label, a page's purpose) names zakat on wealth: it begins with the
 * word Zakat, in any case ('Zakat', 'Zakat (Almsgiving)'), and is not zakat al-fitr, which is a fixed
 * amount a head ('Zakat-ul-Fitr'), not a share of wealth.
 */
function namesZakat(text: string): boolean {
  return /^zakat\b/i.test(text) && !/fitr/i.test(text);
}

/** The value of the option of `options` that is zakat (by its value or its label), as the org file writes it. */
function zakatValue(options: readonly { value: string; label?: string }[]): string | undefined {
  return options.find((option) => namesZakat(option.value) || (option.label !== undefined && namesZakat(option.label)))?.value;
}

/** A target whose purpose is `field` = the Zakat value of `options`; undefined when there is none. */
function choice(field: string, options: readonly { value: string; label?: string }[]): ZakatTarget | undefined {
  const value = zakatValue(options);
  return value === undefined ? undefined : { purpose: { field, value } };
}

/**
 * Whether every payment `form` takes is zakat: a `zakat-form` (always, no choice), or a `donation-page`
 * whose `purposeOfDonation` is Zakat. Its pages then call the payment zakat (`paymentOf` in `../kinds.ts`).
 */
export function takesOnlyZakat(form: FormDef): boolean {
  return form.kind === 'zakat-form' || (form.kind === 'donation-page' && namesZakat(form.purposeOfDonation));
}

/**
 * The zakat calculator's target on `form` of `org`, or undefined when the org switched the calculator off
 * (`zakatCalculator: false`) or the form takes no zakat. Zakat applies to: a form that takes only zakat
 * (`takesOnlyZakat`, no choice); a `standard-grid` or `associates` form
 * whose purpose select offers Zakat (its field, `donationType` or `paymentType`); a `campaign-form` whose
 * `donationType` offers it; a `donation-wizard` whose purposes offer it (field `donationPurpose`). An
 * option is zakat when its value or label begins with the word (`namesZakat`: njv-school's
 * `ZakatAlmsgiving`, labelled 'Zakat (Almsgiving)', is); the value returned is the option's own.
 */
export function zakatTargetOf(org: Org, form: FormDef): ZakatTarget | undefined {
  if (org.zakatCalculator === false) return undefined;
  if (takesOnlyZakat(form)) return {};
  return zakatChoiceOf(form);
}

/**
 * The field and option value that select zakat on `form`, where the donor chooses a purpose (see
 * `zakatTargetOf` for which forms offer it), whether or not the calculator is offered; undefined on a form
 * without such a choice.
 */
export function zakatChoiceOf(form: FormDef): ZakatTarget | undefined {
  switch (form.kind) {
    case 'standard-grid':
      return choice(form.purpose.field, form.purpose.options);
    case 'associates': {
      const target = choice(form.purpose.field, form.purpose.options);
      return target && { ...target, wholeRupees: true };
    }
    case 'campaign-form':
      return choice('donationType', form.donationType.options);
    case 'donation-wizard':
      return choice('donationPurpose', form.purposes);
    default:
      return undefined;
  }
}
