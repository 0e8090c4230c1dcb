/**
 * The card checkout page: the provider's page in a frame filling the screen
 * under a slim header, and the payment result the provider posts back, shown as an in-page alert
 * ('Payment Successful: {message}' or 'Payment Failed: {message}', with the provider id). Messages count
 * only when they come from the provider's origin (the README's decisions); any other message is ignored.
 */
import { useEffect, useState } from 'react';
import type { CardCheckoutFormDef } from '../orgs/types.ts';
import { cardResultLines, readCardMessage, type CardResult } from './card-checkout/card-message.ts';
import { providerFrameUrl, providerOrigin } from './card-checkout/provider-page.ts';
import { NEEDS_SCRIPT_CLASS, NeedsScript } from './no-script/NeedsScript.tsx';
import { useTranslator } from './i18n/translator-context.ts';
import type { PageImage } from './page-props.ts';

export interface CardCheckoutPageProps {
  form: CardCheckoutFormDef;
  logo?: PageImage;
}

export function CardCheckoutPage({ form, logo }: CardCheckoutPageProps) {
  const { t, text, language } = useTranslator();
  const [result, setResult] = useState<CardResult>();
  // Set once the listener is attached: the server render cannot listen, so it never carries the mark.
  const [listening, setListening] = useState(false);

  useEffect(() => {
    const origin = providerOrigin(form.provider, window.location.href);
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin) return;
      const read = readCardMessage(event.data);
      if (read) setResult(read);
    }
    window.addEventListener('message', onMessage);
    setListening(true);
    return () => window.removeEventListener('message', onMessage);
  }, [form.provider]);

  const lines = result && cardResultLines(result, t);
  return (
    <main className={`card-checkout theme-${form.theme}`} data-listening={listening ? 'true' : undefined}>
      <header className="card-checkout__header">
        {form.logo && logo && (
          <img className="card-checkout__logo" src={logo.url} width={logo.width} height={logo.height} alt={text(form.logo.alt)} />
        )}
        <h1>{text(form.title)}</h1>
      </header>
      <NeedsScript>{t('checkout.needsScript')}</NeedsScript>
      {/* Present from the first paint, so a result written into it is announced. */}
      <div className={`card-result${result ? (result.paid ? ' card-result--paid' : ' card-result--failed') : ''}`} role="alert">
        {lines && (
          <>
            <p>{lines[0]}</p>
            <p>{lines[1]}</p>
          </>
        )}
      </div>
      <iframe
        className={`card-frame ${NEEDS_SCRIPT_CLASS}`}
        src={providerFrameUrl(form.provider, language)}
        title={t('checkout.frameTitle')}
        allow="payment"
      />
    </main>
  );
}
