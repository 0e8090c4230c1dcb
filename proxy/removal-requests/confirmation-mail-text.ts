/**
 * The words of the account removal confirmation email, in the language of the page the request came
 * from (catalogue area `removalConfirmation`): the subject, and a plain text body that names the org (in
 * that language, `translations` of its org file or the glossary, else as written), the address, the
 * one-time link on a line of its own and when it expires (a day and a time in Pakistan, where every
 * time the forms show is, zone named, written for the language's locale as receipts are: '12 March 2025
 * at 01:15 GMT+5', '12 مارچ، 2025 کو 01:15 AM GMT+5'). In a
 * right-to-left language the translator isolates a Latin org name and the address left to right
 * (`orgs/i18n/translator.ts`); the link stays bare, alone on its line, so mail programs find all of it.
 */
import type { Translator } from '../../orgs/i18n/translator.ts';
import { KARACHI } from '../../orgs/karachi-time.ts';
import { receiptLocale } from '../../orgs/order-result-text.ts';
import { formatPaidAt } from '../../orgs/receipt-format.ts';

export interface ConfirmationMailFacts {
  /** The address the request names, which the mail goes to. */
  to: string;
  /** The org's display name as its org file writes it (English), e.g. 'Akbar Kare'. */
  orgName: string;
  /** The confirmation page, with the token. */
  link: string;
  /** When the link stops working. */
  expiresAt: Date;
}

export interface ConfirmationMailText {
  subject: string;
  /** Lines ending in '\n'. */
  text: string;
}

/** The mail for `facts` in `translator`'s language; `translator` must hold the org's texts (`requestOrgTranslator`). */
export function confirmationMailText(
  { to, orgName, link, expiresAt }: ConfirmationMailFacts,
  translator: Translator,
): ConfirmationMailText {
  const { t } = translator;
  const org = translator.text(orgName);
  const expiry = formatPaidAt(expiresAt.toISOString(), KARACHI, receiptLocale(translator.language))!;
  return {
    subject: t('removalConfirmation.mailSubject', { orgName: org }),
    text: [
      t('removalConfirmation.mailAsked', { orgName: org, email: to }),
      '',
      t('removalConfirmation.mailOpenLink'),
      link,
      '',
      t('removalConfirmation.mailExpiry', { expiresAt: expiry }),
      t('removalConfirmation.mailNotYou'),
      '',
    ].join('\n'),
  };
}
