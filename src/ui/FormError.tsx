// A form error line: the text with an icon (drawn in CSS: widget.css), only when there is an error.
export function FormError({ id, error }: { id?: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p className="bw-form-error" id={id} role="alert">
      <span>{error}</span>
    </p>
  );
}
