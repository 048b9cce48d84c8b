// A form error line: the text with an icon, only when there is an error.
export function FormError({ id, error }: { id?: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p className="bw-form-error" id={id} role="alert">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4v5M8 11v1" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{error}</span>
    </p>
  );
}
