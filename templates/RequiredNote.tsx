/** The note above a form saying what the asterisk means, optionally after a sentence of the form's own. */
import { useTranslator } from './i18n/translator-context.ts';

/** `lead`, when given, is a sentence put before the note in the same paragraph. */
export function RequiredNote({ lead }: { lead?: string }) {
  const required = useTranslator().t('form.requiredNote');
  // One string, not two children: the server render would put a marker between two text nodes.
  return <p className="form-note">{lead ? `${lead} ${required}` : required}</p>;
}
