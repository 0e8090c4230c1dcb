/**
 * The honeypot input (see `honeypot-field.ts`), rendered inside every posting form. Hidden from people
 * three ways: off-screen (class `form-trap`, no inline style, so the pages' CSP holds), out of the
 * accessibility tree (`aria-hidden` wrapper) and out of the tab order (`tabIndex` -1); `autoComplete`
 * off keeps browsers from filling it. Uncontrolled: React state never holds it, so the page script's
 * JSON never carries it, while a post without JavaScript sends it (empty) with the other fields.
 */
import { HONEYPOT_FIELD } from '../../orgs/honeypot.ts';
import { HONEYPOT_ID } from './honeypot-field.ts';
import { useTranslator } from '../i18n/translator-context.ts';

export function Honeypot() {
  const { t } = useTranslator();
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={HONEYPOT_ID}>{t('form.honeypot')}</label>
      <input id={HONEYPOT_ID} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
