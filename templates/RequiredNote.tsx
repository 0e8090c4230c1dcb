/** The note above a form saying what the asterisk means, optionally after a sentence of the form's own. */
const REQUIRED = 'Fields marked * are required.';

/** `lead`, when given, is a sentence put before the note in the same paragraph. */
export function RequiredNote({ lead }: { lead?: string }) {
  // One string, not two children: the server render would put a marker between two text nodes.
  return <p className="form-note">{lead ? `${lead} ${REQUIRED}` : REQUIRED}</p>;
}
