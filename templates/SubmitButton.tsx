/** The submit button ('Submit' unless `label` says otherwise); while a request runs it is disabled, busy and shows a spinner. */
export function SubmitButton({ loading, label = 'Submit' }: { loading: boolean; label?: string }) {
  return (
    <div className="form-actions">
      <button type="submit" className="submit" disabled={loading} aria-busy={loading}>
        {loading && <span className="spinner" aria-hidden="true" />}
        {label}
      </button>
    </div>
  );
}
