/**
 * The currency-rate widget of the donation and zakat pages: a third-party
 * script, loaded only once the page has hydrated, into a container React never writes into. The form
 * never waits for it. The box stays hidden until the script is on its way, and hides again if the
 * script fails to load (the pages' Content-Security-Policy must allow its host, or it always will),
 * so a donor without it sees no empty box and no error; nothing is logged.
 */
import { useEffect, useRef, useState } from 'react';
import type { CurrencyWidgetDef } from '../../orgs/types.ts';
import { useTranslator } from '../i18n/translator-context.ts';

type WidgetState = 'waiting' | 'loading' | 'loaded' | 'failed';

/** Default id of the element the provider's script fills. */
export const WIDGET_CONTAINER_ID = 'currency-widget';

export function CurrencyWidget({ widget }: { widget: CurrencyWidgetDef }) {
  const { text } = useTranslator();
  const containerId = widget.containerId ?? WIDGET_CONTAINER_ID;
  const container = useRef<HTMLDivElement>(null);
  // 'waiting' in the server render and the first client render, so hydration matches.
  const [state, setState] = useState<WidgetState>('waiting');

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const script = document.createElement('script');
    script.src = widget.scriptUrl;
    script.async = true;
    script.addEventListener('load', () => setState('loaded'));
    script.addEventListener('error', () => setState('failed'));
    // Inside the container: widgets that render next to their own script tag land in the box.
    target.append(script);
    setState('loading');
    return () => script.remove();
  }, [widget.scriptUrl]);

  return (
    <aside
      className="currency-widget"
      aria-labelledby={`${containerId}-title`}
      hidden={state === 'waiting' || state === 'failed'}
      data-state={state}
    >
      <h2 id={`${containerId}-title`}>{text(widget.title)}</h2>
      <div id={containerId} ref={container} />
    </aside>
  );
}
