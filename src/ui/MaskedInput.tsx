// A text field with an imask mask (SPEC 5, SPEC 9): numbers with two decimals
// and a comma, clamped to min/max when the guest leaves the field; dates as
// dd.mm.yyyy within the allowed years. imask keeps 100 states for undo and
// redo. Loaded on demand by TextInput, so imask stays out of step 1.
// Only the parts of imask these masks use: its main module would also put
// `IMask` on the host page's window and bring every other kind of mask.
import type { FactoryArg } from 'imask';
import InputMask from 'imask/controls/input';
import MaskedRange from 'imask/masked/range';
import 'imask/masked/number';
import 'imask/masked/date';
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
      d: { mask: MaskedRange, from: 1, to: 31, maxLength: 2 },
      m: { mask: MaskedRange, from: 1, to: 12, maxLength: 2 },
      Y: { mask: MaskedRange, from: minYear, to: maxYear, maxLength: 4 },
    },
  } as FactoryArg;
}

export default function MaskedInput(props: TextInputProps & { mask: MaskOptions }) {
  const { id, mask, value, onChange, onBlur, error } = props;
  const input = useRef<HTMLInputElement>(null);
  const control = useRef<InputMask<FactoryArg> | null>(null);
  const [rejected, setRejected] = useState('');
  // Busy until imask has taken the field: what is typed before would bypass the mask.
  const [attached, setAttached] = useState(false);
  /** The last value this field reported: its echo from the parent is not a value from outside. */
  const reported = useRef(value);
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };
  useImperativeHandle(props.inputRef, () => input.current as HTMLInputElement);
  const maskKey = JSON.stringify(mask);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const masked = new InputMask(element, imaskOptions(JSON.parse(maskKey) as MaskOptions));
    control.current = masked;
    masked.value = element.value;
    const report = () => {
      reported.current = masked.value;
      latest.current.onChange(masked.value);
    };
    masked.on('accept', () => {
      setRejected('');
      report();
    });
    // Clamped on commit: imask changed the value on blur without an accept event for it.
    const onCommit = () => {
      if (!masked.masked.isComplete && masked.value !== '') setRejected(masked.value);
      report();
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
    setAttached(true);
    return () => {
      setAttached(false);
      element.removeEventListener('blur', onCommit);
      element.removeEventListener('beforeinput', onBeforeInput);
      masked.destroy();
      control.current = null;
    };
  }, [maskKey]);

  // A value from outside (a restored form) replaces what the mask shows. The
  // echo of what the guest typed is not: by the time it comes back, a fast
  // typist may have typed the next character, which it would wipe out.
  useEffect(() => {
    const masked = control.current;
    if (!masked || value === reported.current) return;
    reported.current = value;
    if (masked.value !== value) masked.value = value;
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
        aria-busy={attached ? undefined : true}
      />
      {shownError && !error && (
        <p className="bw-field__error" id={errorId}>
          {shownError}
        </p>
      )}
    </>
  );
}
