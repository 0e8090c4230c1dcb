/**
 * The popups of a page, drawn from react-hot-toast's headless store (its styled Toaster injects a
 * `<style>` element at run time, which a strict Content-Security-Policy forbids). At most MAX_TOASTS
 * show at once, newest first; each hides after TOAST_MS unless it sets its own duration.
 * The container is a polite live region present from the first paint, so new popups are announced;
 * error popups are alerts.
 */
import { resolveValue, useToaster } from 'react-hot-toast/headless';
import { MAX_TOASTS, TOAST_MS } from './order-flow/flow-text.ts';

export function Toasts() {
  const { toasts } = useToaster({ duration: TOAST_MS });
  const shown = toasts.filter((item) => item.visible).slice(0, MAX_TOASTS);
  return (
    <div className="toasts" aria-live="polite">
      {shown.map((item) => (
        <div key={item.id} className={`toast toast--${item.type}`} role={item.type === 'error' ? 'alert' : 'status'}>
          {resolveValue(item.message, item)}
        </div>
      ))}
    </div>
  );
}
