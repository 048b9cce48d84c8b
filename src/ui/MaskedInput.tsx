// A text field with an imask mask (SPEC 5, SPEC 9): numbers with two decimals
// and a comma, clamped to min/max when the guest leaves the field; dates as
// dd.mm.yyyy within the allowed years. imask keeps 100 states for undo and
// redo. Loaded on demand by TextInput, so imask stays out of step 1.
import IMask, { type FactoryArg, type InputMask } from 'imask';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { DEFAULT_YEARS, NUMBER_SCALE, type MaskOptions } from './mask-options';
import { errorIdOf, type TextInputProps } from './TextInput';

function imaskOptions(mask: MaskOptions): FactoryArg {
  if (mask.kind === 'number') {
    return {
      mask: Number,
      scale: NUMBER_SCALE,
      radix: ',',
      mapToRadix: ['.'],
      thousandsSeparator: '',
      normalizeZeros: true,
      padFractionalZeros: false,
      // imask allows a minus sign only when min is below 0.
      min: mask.min ?? (mask.negative ? -Number.MAX_SAFE_INTEGER : undefined),
      max: mask.max,
      // imask clamps only on commit (blur); a typed value outside is kept until then.
      autofix: false,
    } as FactoryArg;
  }
  const minYear = mask.minYear ?? DEFAULT_YEARS.min;
  const maxYear = mask.maxYear ?? DEFAULT_YEARS.max;
  return {
    mask: Date,
    pattern: 'd{.}`m{.}`Y',
    min: new Date(minYear, 0, 1),
    max: new Date(maxYear, 11, 31),
    lazy: true,
    autofix: false,
    blocks: {
      d: { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2 },
      m: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
      Y: { mask: IMask.MaskedRange, from: minYear, to: maxYear, maxLength: 4 },
    },
  } as FactoryArg;
}

export default function MaskedInput(props: TextInputProps & { mask: MaskOptions }) {
  const { id, mask, value, onChange, onBlur, error } = props;
  const input = useRef<HTMLInputElement>(null);
  const control = useRef<InputMask<FactoryArg> | null>(null);
  const [rejected, setRejected] = useState('');
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };
  useImperativeHandle(props.inputRef, () => input.current as HTMLInputElement);
  const maskKey = JSON.stringify(mask);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const masked = IMask(element, imaskOptions(JSON.parse(maskKey) as MaskOptions));
    control.current = masked;
    masked.value = element.value;
    masked.on('accept', () => {
      setRejected('');
      latest.current.onChange(masked.value);
    });
    // Clamped on commit: imask changed the value on blur without an accept event for it.
    const onCommit = () => {
      if (!masked.masked.isComplete && masked.value !== '') setRejected(masked.value);
      latest.current.onChange(masked.value);
      latest.current.onBlur?.();
    };
    let before = '';
    const onBeforeInput = (event: Event) => {
      before = element.value;
      const data = (event as InputEvent).data;
      // After the input event, where imask has already turned a rejected character away.
      if (data) setTimeout(() => element.value === before && setRejected(data), 0);
    };
    element.addEventListener('blur', onCommit);
    element.addEventListener('beforeinput', onBeforeInput);
    return () => {
      element.removeEventListener('blur', onCommit);
      element.removeEventListener('beforeinput', onBeforeInput);
      masked.destroy();
      control.current = null;
    };
  }, [maskKey]);

  // A value from outside (a restored form) replaces what the mask shows.
  useEffect(() => {
    const masked = control.current;
    if (masked && masked.value !== value) masked.value = value;
  }, [value]);

  const shownError = error || (rejected ? `${props.invalidInputLabel ?? 'Invalid input'}: ${rejected}` : '');
  const errorId = errorIdOf(id);
  return (
    <>
      <input
        ref={input}
        id={id}
        className="bw-input"
        type="text"
        defaultValue={value}
        placeholder={props.placeholder ?? (mask.kind === 'date' ? 'dd.mm.yyyy' : undefined)}
        readOnly={props.readOnly}
        disabled={props.disabled}
        autoComplete={props.autoComplete}
        required={props.required}
        inputMode={mask.kind === 'number' ? 'decimal' : 'numeric'}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
      />
      {shownError && !error && (
        <p className="bw-field__error" id={errorId}>
          {shownError}
        </p>
      )}
    </>
  );
}
