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
import { useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_YEARS, NUMBER_SCALE, type MaskOptions } from './mask-options';
import { errorIdOf, type TextInputProps } from './text-field';
import { comesFromOutside, startEchoes, tell } from './value-echoes';

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
      // imask allows a minus sign only when a bound is below 0, and a number
      // above 0 only when a bound is above 0: with no max it would put a minus
      // before every number. Its bounds only say whether a sign is allowed: a
      // digit that takes the number past max would be turned away while typing
      // (20000000 against 10 000 000 left 2000000), so the field clamps to
      // mask.min/max itself on commit (clampedOnCommit) and says so.
      min: mask.negative ? Number.MIN_SAFE_INTEGER : 0,
      max: Number.MAX_SAFE_INTEGER,
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

/** The number in the field clamped to the mask's bounds, as the field writes it; null when it is inside them. */
function clampedOnCommit(mask: MaskOptions, text: string): string | null {
  if (mask.kind !== 'number' || text.trim() === '') return null;
  const number = Number(text.replace(/\s/g, '').replace(',', '.'));
  if (!Number.isFinite(number)) return null;
  const clamped = Math.min(mask.max ?? Infinity, Math.max(mask.min ?? -Infinity, number));
  return clamped === number ? null : String(clamped).replace('.', ',');
}

export default function MaskedInput(props: TextInputProps & { mask: MaskOptions }) {
  const { id, mask, value, onChange, onBlur, error } = props;
  const input = useRef<HTMLInputElement>(null);
  const control = useRef<InputMask<FactoryArg> | null>(null);
  const [rejected, setRejected] = useState('');
  /** The limit a typed number was clamped to on commit, to say so. */
  const [clamped, setClamped] = useState('');
  // The field is uncontrolled: React sets its first value only, imask the rest.
  const [firstValue] = useState(value);
  const echoes = useRef(startEchoes(value));
  const latest = useRef({ value, onChange, onBlur });
  // First of the layout effects, so the ones below and imask's events read this render's props.
  useLayoutEffect(() => {
    latest.current = { value, onChange, onBlur };
  });
  useImperativeHandle(props.inputRef, () => input.current as HTMLInputElement);
  const maskKey = JSON.stringify(mask);

  // A value from outside (a restored form) replaces what the mask shows; the
  // echo of what the guest typed does not, even when it comes back late.
  const showOutsideValue = (masked: InputMask<FactoryArg>) => {
    if (comesFromOutside(echoes.current, latest.current.value) && masked.value !== latest.current.value) {
      masked.value = latest.current.value;
    }
  };
  useLayoutEffect(() => {
    // With new mask options the old imask is gone: the effect below shows the value.
    if (control.current) showOutsideValue(control.current);
  }, [value]);

  // A layout effect: imask takes the field in the same task React puts it in
  // the page, so no keystroke ever reaches it unmasked.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    const options = JSON.parse(maskKey) as MaskOptions;
    const masked = new InputMask(element, imaskOptions(options));
    control.current = masked;
    showOutsideValue(masked);
    const report = () => {
      if (tell(echoes.current, masked.value)) latest.current.onChange(masked.value);
    };
    masked.on('accept', () => {
      setRejected('');
      setClamped('');
      report();
    });
    // imask commits what the field holds (a restored value) as it takes it.
    report();
    // imask's commit on blur (clamping) reports through 'accept', before this listener.
    const onCommit = () => {
      const limit = clampedOnCommit(options, masked.value);
      if (limit !== null) {
        masked.value = limit;
        setClamped(limit);
      }
      if (!masked.masked.isComplete && masked.value !== '') setRejected(masked.value);
      latest.current.onBlur?.();
    };
    // A character imask turned away leaves the field as it was. Listening
    // after imask's own input listener, the check sees imask's verdict in the
    // same event: a timer would compare with a later keystroke's state.
    let typed: { data: string; value: string; caret: number | null } | undefined;
    const onBeforeInput = (event: Event) => {
      const { data } = event as InputEvent;
      typed = data ? { data, value: element.value, caret: element.selectionStart } : undefined;
    };
    const onInput = () => {
      if (typed && element.value === typed.value && element.selectionStart === typed.caret) setRejected(typed.data);
      typed = undefined;
    };
    element.addEventListener('blur', onCommit);
    element.addEventListener('beforeinput', onBeforeInput);
    element.addEventListener('input', onInput);
    return () => {
      element.removeEventListener('blur', onCommit);
      element.removeEventListener('beforeinput', onBeforeInput);
      element.removeEventListener('input', onInput);
      masked.destroy();
      control.current = null;
    };
  }, [maskKey]);

  const shownError = error || (rejected ? `${props.invalidInputLabel ?? 'Invalid input'}: ${rejected}` : '');
  const errorId = errorIdOf(id);
  const noteId = `${id}-note`;
  const describedBy = [shownError ? errorId : '', clamped && !shownError ? noteId : ''].filter(Boolean).join(' ');
  return (
    <>
      <input
        ref={input}
        id={id}
        className="bw-input"
        type="text"
        defaultValue={firstValue}
        placeholder={props.placeholder ?? (mask.kind === 'date' ? 'dd.mm.yyyy' : undefined)}
        readOnly={props.readOnly}
        disabled={props.disabled}
        autoComplete={props.autoComplete}
        required={props.required}
        inputMode={mask.kind === 'number' ? 'decimal' : 'numeric'}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {/* Said politely: the guest typed past a limit and the field took the limit instead. */}
      <p className="bw-field__note" id={noteId} role="status">
        {clamped && !shownError ? `${props.clampedLabel ?? 'Adjusted to the limit'}: ${clamped}` : ''}
      </p>
      {shownError && !error && (
        <p className="bw-field__error" id={errorId}>
          {shownError}
        </p>
      )}
    </>
  );
}
