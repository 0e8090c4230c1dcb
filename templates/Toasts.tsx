/**
 * The popups of a page (`toasts.ts`): at most MAX_TOASTS at once, newest first. The container is a
 * polite live region present from the first paint, so new popups are announced; error popups are alerts.
 */
import { MAX_TOASTS } from './order-flow/flow-text.ts';
import { useToasts } from './toasts.ts';

export function Toasts() {
  const shown = useToasts().slice(0, MAX_TOASTS);
  return (
    <div className="toasts" aria-live="polite">
      {shown.map((item) => (
        <div
          key={item.id}
          className={item.kind === 'error' ? 'toast toast--error' : 'toast'}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          {item.message}
        </div>
      ))}
    </div>
  );
}
