/**
 * The page PayPro sends the donor back to (`<route>/thank-you/`, the form's callback target). It is
 * static: `client/thank-you.ts` replaces the neutral text with the result from the address, so without
 * the script, or without a result in the address, the donor still reads something true.
 */
import { RESULT_ID } from './thank-you-result.ts';

export interface ThankYouPageProps {
  displayName: string;
  theme: 'light' | 'dark';
  /** URL of the logo relative to the page's folder, with its text alternative. */
  logo?: { url: string; alt: string };
}

export function ThankYouPage({ displayName, theme, logo }: ThankYouPageProps) {
  return (
    <main className={`form-page theme-${theme}`}>
      <div className="form-card">
        {logo && <img className="form-logo" src={logo.url} alt={logo.alt} />}
        <h1>{displayName}</h1>
        <div id={RESULT_ID} className="result" role="status" aria-live="polite">
          <p>
            Thank you for supporting {displayName}. If you have just paid, keep the confirmation the payment page
            gave you.
          </p>
        </div>
        <p>
          <a href="../">Back to the form</a>
        </p>
      </div>
    </main>
  );
}
