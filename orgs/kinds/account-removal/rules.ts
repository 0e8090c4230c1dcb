/**
 * Field rules of the account removal page (the email input is marked required). The
 * spec leaves the address's shape unchecked; these rules check it like every other email field of the
 * product ('Email address is invalid.'). The original page's `type="email"` input had the browser refuse
 * a malformed address anyway, and a request the proxy records durably is only useful with an address
 * the operator can match and write to.
 */
import type { Translator } from '../../i18n/translator.ts';
import { emailAddress } from '../../rules/field-schemas.ts';

/** Rules keyed by field name: just `email`, the same check live and on submit, in `translator`'s language. */
export function accountRemovalFields(translator: Translator) {
  const email = emailAddress(translator);
  return { email: { live: email, submit: email } };
}
