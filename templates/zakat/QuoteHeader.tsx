/** The header of the zakat form's summary variant: the heading and a short quotation with its source. */
import type { QuoteDef } from '../../orgs/types.ts';

export function QuoteHeader({ title, quote }: { title: string; quote?: QuoteDef }) {
  return (
    <header className="quote-header">
      <h1>{title}</h1>
      {quote && (
        <figure>
          <blockquote>
            <p>{quote.text}</p>
          </blockquote>
          <figcaption>{quote.source}</figcaption>
        </figure>
      )}
    </header>
  );
}
