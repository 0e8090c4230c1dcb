/**
 * The demo provider page the card checkout page frames when its org file says `provider: demo`: a
 * stand-in for a card provider's checkout, so the page can be tried offline. It takes no card details;
 * its buttons post each result the spec names to the page around it (`client/demo-card-provider.ts`).
 * Static: rendered once, never hydrated.
 */
import { STATUS_ATTRIBUTE, SENT_ID } from './demo-provider-ids.ts';

export function DemoProviderPage({ theme }: { theme: 'light' | 'dark' }) {
  const button = (status: string, label: string, primary = false) => (
    <button type="button" className={primary ? 'submit' : 'submit submit--secondary'} {...{ [STATUS_ATTRIBUTE]: status }}>
      {label}
    </button>
  );
  return (
    <main className={`form-page theme-${theme}`}>
      <div className="form-card form-card--narrow">
        <h1>Demo card provider</h1>
        <p>
          This page stands in for a card provider&apos;s checkout so that the card payment page can be tried without one. It takes no card
          details and moves no money: choose the result it reports.
        </p>
        <div className="demo-provider__actions">
          {button('success', 'Approve the payment', true)}
          {button('failure', 'Decline the payment')}
          {button('error', 'Report an error')}
        </div>
        <p id={SENT_ID} className="form-note" role="status" />
      </div>
    </main>
  );
}
