// What every text field shares, plain and masked (TextInput.tsx, MaskedInput.tsx):
// its props and the id of its error, which aria-describedby points at.
import type { KeyboardEvent, Ref } from 'react';
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

/** The id of a field's error text, for aria-describedby. */
export const errorIdOf = (id: string): string => `${id}-error`;
