/**
 * The message catalogues: one per language, in `catalogues/<language>/`, one JSON file per area of the
 * product (`common`: the page frame; `rules`: the field messages; `api`: the proxy's own answers; `form`:
 * the fields and buttons every form shares; `flow`: the submit flow's popups and messages; `thankYou`: the
 * thank-you page and the proxy's order status page; `demoProvider`: the demo card provider page;
 * `removalConfirmation`: the proxy's account removal confirmation email and the pages of its link;
 * `receipt`: the printable receipt, its mail and the year-end statement; one
 * area per page kind for its own words). Each file maps a key to an ICU message
 * (https://formatjs.github.io/docs/core-concepts/icu-syntax), e.g. `"tooLong": "{label} must be at most
 * {max} characters."`; a message is addressed as `<area>.<key>`. English is the source: its keys are
 * the type `MessageKey`, and `test/orgs/i18n/catalogues.test.ts` fails when another language lacks a key,
 * has one English does not, or names other arguments. A new area is a JSON file per language and one
 * line per language below; `catalogues/README.md` says how to add a language and who reviewed which.
 */
import enApi from './catalogues/en/api.json' with { type: 'json' };
import enCommon from './catalogues/en/common.json' with { type: 'json' };
import enRules from './catalogues/en/rules.json' with { type: 'json' };
import urApi from './catalogues/ur/api.json' with { type: 'json' };
import urCommon from './catalogues/ur/common.json' with { type: 'json' };
import enForm from './catalogues/en/form.json' with { type: 'json' };
import enFlow from './catalogues/en/flow.json' with { type: 'json' };
import enWizard from './catalogues/en/wizard.json' with { type: 'json' };
import enMembership from './catalogues/en/membership.json' with { type: 'json' };
import enAccountRemoval from './catalogues/en/accountRemoval.json' with { type: 'json' };
import enCourse from './catalogues/en/course.json' with { type: 'json' };
import enZakat from './catalogues/en/zakat.json' with { type: 'json' };
import enCheckout from './catalogues/en/checkout.json' with { type: 'json' };
import enSample from './catalogues/en/sample.json' with { type: 'json' };
import urForm from './catalogues/ur/form.json' with { type: 'json' };
import urFlow from './catalogues/ur/flow.json' with { type: 'json' };
import urWizard from './catalogues/ur/wizard.json' with { type: 'json' };
import urMembership from './catalogues/ur/membership.json' with { type: 'json' };
import urAccountRemoval from './catalogues/ur/accountRemoval.json' with { type: 'json' };
import urCourse from './catalogues/ur/course.json' with { type: 'json' };
import urZakat from './catalogues/ur/zakat.json' with { type: 'json' };
import urCheckout from './catalogues/ur/checkout.json' with { type: 'json' };
import urSample from './catalogues/ur/sample.json' with { type: 'json' };
import enThankYou from './catalogues/en/thankYou.json' with { type: 'json' };
import urThankYou from './catalogues/ur/thankYou.json' with { type: 'json' };
import enDemoProvider from './catalogues/en/demoProvider.json' with { type: 'json' };
import urDemoProvider from './catalogues/ur/demoProvider.json' with { type: 'json' };
import urRules from './catalogues/ur/rules.json' with { type: 'json' };
import enZakatCalculator from './catalogues/en/zakatCalculator.json' with { type: 'json' };
import urZakatCalculator from './catalogues/ur/zakatCalculator.json' with { type: 'json' };
import enRemovalConfirmation from './catalogues/en/removalConfirmation.json' with { type: 'json' };
import urRemovalConfirmation from './catalogues/ur/removalConfirmation.json' with { type: 'json' };
import enReceipt from './catalogues/en/receipt.json' with { type: 'json' };
import urReceipt from './catalogues/ur/receipt.json' with { type: 'json' };
import type { Language } from './languages.ts';

/** The English catalogue by area: the shape every other language's must have. */
const english = {
  common: enCommon,
  rules: enRules,
  api: enApi,
  form: enForm,
  flow: enFlow,
  wizard: enWizard,
  membership: enMembership,
  accountRemoval: enAccountRemoval,
  course: enCourse,
  zakat: enZakat,
  zakatCalculator: enZakatCalculator,
  checkout: enCheckout,
  sample: enSample,
  thankYou: enThankYou,
  demoProvider: enDemoProvider,
  removalConfirmation: enRemovalConfirmation,
  receipt: enReceipt,
};

type Areas = typeof english;

/** A message's address, e.g. 'common.languageSwitch'. */
export type MessageKey = { [Area in keyof Areas]: `${Area & string}.${keyof Areas[Area] & string}` }[keyof Areas];

/** Each language's catalogue by area, as the JSON files hold it. */
export const CATALOGUES: Readonly<Record<Language, { readonly [Area in keyof Areas]: Readonly<Record<string, string>> }>> = {
  en: english,
  ur: {
    common: urCommon,
    rules: urRules,
    api: urApi,
    form: urForm,
    flow: urFlow,
    wizard: urWizard,
    membership: urMembership,
    accountRemoval: urAccountRemoval,
    course: urCourse,
    zakat: urZakat,
    zakatCalculator: urZakatCalculator,
    checkout: urCheckout,
    sample: urSample,
    thankYou: urThankYou,
    demoProvider: urDemoProvider,
    removalConfirmation: urRemovalConfirmation,
    receipt: urReceipt,
  },
};

/** The messages of `language` as one map from `MessageKey` to ICU message text. */
export function catalogueOf(language: Language): ReadonlyMap<string, string> {
  const messages = new Map<string, string>();
  for (const [area, entries] of Object.entries(CATALOGUES[language])) {
    for (const [key, text] of Object.entries(entries)) messages.set(`${area}.${key}`, text);
  }
  return messages;
}
