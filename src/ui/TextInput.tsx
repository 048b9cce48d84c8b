// One text field for every form (SPEC 2 "Text inputs"): a visible label that
// is its accessible name, the SPEC's input types, and its error linked with
// aria-describedby and aria-invalid. Mask options hand the field to
// MaskedInput, whose imask loads only when a masked field first shows.
import { lazy, Suspense, type KeyboardEvent, type Ref } from 'react';
import type { MaskOptions } from './mask-options';

export type TextInputType = 'text' | 'password' | 'email' | 'number' | 'tel' | 'url' | 'search' | 'date';

export interface TextInputProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The guest left the field (errors show from then on). */
  onBlur?(): void;
  type?: TextInputType;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  mask?: MaskOptions;
  /** The field's error in the guest's language; none when empty. */
  error?: string;
  /** Words before a rejected input in a masked field ("Invalid input: x"). */
  invalidInputLabel?: string;
  /** Words before the limit a masked number was clamped to ("Adjusted to the limit: 10000000"). */
  clampedLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
}

const MaskedInput = lazy(() => import('./MaskedInput'));

export const errorIdOf = (id: string): string => `${id}-error`;

export function TextInput(props: TextInputProps) {
  const { id, label, error, mask } = props;
  const errorId = errorIdOf(id);
  const field = mask ? (
    <Suspense fallback={<input id={id} className="bw-input" value={props.value} readOnly aria-busy="true" />}>
      <MaskedInput {...props} mask={mask} />
    </Suspense>
  ) : (
    <input
      ref={props.inputRef}
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
      <label className="bw-field__label" htmlFor={id}>
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
