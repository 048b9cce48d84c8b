// One text field for every form (SPEC 2 "Text inputs"): a visible label that
// is its accessible name, the SPEC's input types, and its error linked with
// aria-describedby and aria-invalid. Mask options hand the field to
// MaskedInput, whose imask loads only when a masked field first shows.
import { lazy, Suspense } from 'react';
import { useAdoptedStyles } from '../theme/adopt';
import { errorIdOf, type TextInputProps } from './text-field';
import css from './field.css?inline';

const MaskedInput = lazy(() => import('./MaskedInput'));

export function TextInput(props: TextInputProps) {
  useAdoptedStyles(css);
  const { id, label, error, mask, inputRef } = props;
  const errorId = errorIdOf(id);
  const field = mask ? (
    <Suspense fallback={<input id={id} className="bw-input" value={props.value} readOnly aria-busy="true" />}>
      <MaskedInput {...props} mask={mask} />
    </Suspense>
  ) : (
    <input
      ref={inputRef}
      id={id}
      className="bw-input"
      type={props.type ?? 'text'}
      value={props.value}
      placeholder={props.placeholder}
      readOnly={props.readOnly}
      disabled={props.disabled}
      autoComplete={props.autoComplete}
      required={props.required}
      inputMode={props.inputMode}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      onKeyDown={props.onKeyDown}
    />
  );
  return (
    <div className="bw-field">
      <label className="bw-field__label" htmlFor={id} data-required={props.required || undefined}>
        {label}
      </label>
      {field}
      {error && (
        <p className="bw-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
