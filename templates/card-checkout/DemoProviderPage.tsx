/**
 * The demo provider page the card checkout page frames when its org file says `provider: demo`: a
 * stand-in for a card provider's checkout, so the page can be tried offline. It takes no card details;
 * its buttons post each result the spec names to the page around it (`client/demo-card-provider.ts`).
 * Static: rendered once, never hydrated; the words its script shows travel in attributes
 * (`demo-provider-ids.ts`), in `translator`'s language.
 */
import type { MessageKey } from '../../orgs/i18n/catalogue.ts';
import type { Translator } from '../../orgs/i18n/translator.ts';
import type { CardStatus } from './card-message.ts';
import { MESSAGE_ATTRIBUTE, NOT_FRAMED_ATTRIBUTE, SENT_ATTRIBUTE, SENT_ID, STATUS_ATTRIBUTE } from './demo-provider-ids.ts';

/** Each result's button label and the message it posts. */
const RESULTS: readonly { status: CardStatus; label: MessageKey; message: MessageKey }[] = [
  { status: 'success', label: 'demoProvider.approve', message: 'demoProvider.approved' },
  { status: 'failure', label: 'demoProvider.decline', message: 'demoProvider.declined' },
  { status: 'error', label: 'demoProvider.reportError', message: 'demoProvider.failed' },
];

export function DemoProviderPage({ theme, translator }: { theme: 'light' | 'dark'; translator: Translator }) {
  const { t } = translator;
  return (
    <main className={`form-page theme-${theme}`}>
      <div className="form-card form-card--narrow">
        <h1>{t('demoProvider.heading')}</h1>
        <p>{t('demoProvider.intro')}</p>
        <div className="demo-provider__actions">
          {RESULTS.map(({ status, label, message }) => (
            <button
              key={status}
              type="button"
              className={status === 'success' ? 'submit' : 'submit submit--secondary'}
              {...{
                [STATUS_ATTRIBUTE]: status,
                [MESSAGE_ATTRIBUTE]: t(message),
                [SENT_ATTRIBUTE]: t('demoProvider.sent', { message: t(message) }),
              }}
            >
              {t(label)}
            </button>
          ))}
        </div>
        <p id={SENT_ID} className="form-note" role="status" {...{ [NOT_FRAMED_ATTRIBUTE]: t('demoProvider.notFramed') }} />
      </div>
    </main>
  );
}
