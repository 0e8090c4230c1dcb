/** The submit button; while a request runs it is disabled, busy and shows a spinner. */
export function SubmitButton({ loading }: { loading: boolean }) {
  return (
    <div className="form-actions">
      <button type="submit" className="submit" disabled={loading} aria-busy={loading}>
        {loading && <span className="spinner" aria-hidden="true" />}
        Submit
      </button>
    </div>
  );
}
