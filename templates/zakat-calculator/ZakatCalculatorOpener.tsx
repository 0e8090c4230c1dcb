/**
 * "Calculate my zakat", beside a form's amount on a page with a zakat payment (`ZakatTargetContext`):
 * a button that opens the calculator's panel below it, loading the calculator's own script the first
 * time (`load-calculator.ts`; a popup says so when it cannot). The built page has it from its first
 * paint, so the fields below keep their place when the script runs; the stylesheet hides it where
 * scripting is off (`NEEDS_SCRIPT_CLASS`), and a page the proxy shows again after a post without
 * JavaScript has no zakat target, so no button: without JavaScript the form works as before. Everything
 * else, "Pay this amount" included, is in the calculator's script, so a page's first visit carries only
 * this button.
 */
import { useContext, useState } from 'react';
import { NEEDS_SCRIPT_CLASS } from '../no-script/NeedsScript.tsx';
import { useTranslator } from '../i18n/translator-context.ts';
import { toast } from '../toasts.ts';
import { type CalculatorModule, loadCalculator } from './load-calculator.ts';
import type { ZakatCalculatorProps } from './ZakatCalculator.tsx';
import { ZakatTargetContext } from './zakat-target-context.ts';

export interface ZakatCalculatorOpenerProps {
  /** The form's fields, which "Pay this amount" fills (`ZakatCalculatorProps.state`). */
  state: ZakatCalculatorProps['state'];
}

/** The calculator's module once loaded. */
type Loaded = Pick<CalculatorModule, 'ZakatCalculator' | 'messages'>;

export function ZakatCalculatorOpener({ state }: ZakatCalculatorOpenerProps) {
  const target = useContext(ZakatTargetContext);
  const translator = useTranslator();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | 'loading'>();
  if (!target) return null;

  const toggle = () => {
    setOpen(!open);
    // Loaded once, when first opened; a failed load is tried again at the next opening.
    if (open || loaded) return;
    setLoaded('loading');
    loadCalculator().then(setLoaded, () => {
      setLoaded(undefined);
      setOpen(false);
      toast.error(translator.t('zakatCalculator.loadFailed'));
    });
  };
  return (
    <div className={`field--wide ${NEEDS_SCRIPT_CLASS}`}>
      <button type="button" className="submit submit--secondary" aria-expanded={open} onClick={toggle}>
        {translator.t('zakatCalculator.open')}
      </button>
      {open && typeof loaded === 'object' && (
        <loaded.ZakatCalculator translator={translator} messages={loaded.messages?.[translator.language]} target={target} state={state} />
      )}
    </div>
  );
}
