/** The header of the zakat form's summary variant: the heading and a short quotation with its source. */
import type { QuoteDef } from '../../orgs/types.ts';
import { useTranslator } from '../i18n/translator-context.ts';

export function QuoteHeader({ title, quote }: { title: string; quote?: QuoteDef }) {
  const { text } = useTranslator();
  return (
    <header className="quote-header">
      <h1>{text(title)}</h1>
      {quote && (
        <figure>
          <blockquote>
            <p>{text(quote.text)}</p>
          </blockquote>
          <figcaption>{text(quote.source)}</figcaption>
        </figure>
      )}
    </header>
  );
}
