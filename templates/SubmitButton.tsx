/** The submit button ('Submit' unless `label` says otherwise); while a request runs it is disabled, busy and shows a spinner. */
import { useTranslator } from './i18n/translator-context.ts';

export function SubmitButton({ loading, label }: { loading: boolean; label?: string }) {
  const { t } = useTranslator();
  return (
    <div className="form-actions">
      <button type="submit" className="submit" disabled={loading} aria-busy={loading}>
        {loading && <span className="spinner" aria-hidden="true" />}
        {label ?? t('form.submit')}
      </button>
    </div>
  );
}
