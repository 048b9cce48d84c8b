// A count the guest sets (persons, portions): a number field (role
// spinbutton: arrow keys step it) between − and + buttons. The owner decides
// what a new count does: a refused one leaves the field at the kept value,
// with the owner's message under it.
import { useId, useState, type ReactNode } from 'react';
import { useAdoptedStyles } from '../theme/adopt';
import { FormError } from './FormError';
import css from './counter.css?inline';

export interface CounterProps {
  /** The visible label (the type's or service's name). */
  label: ReactNode;
  /** Ids of other visible texts that complete the names of the field and its − and +, e.g. the object's name. */
  alsoLabelledBy?: string;
  /** Extra visible text tied to the field (e.g. the price per unit). */
  hint?: ReactNode;
  value: number;
  /** At this count + is disabled; a larger typed count still reaches onChange (to be refused). */
  max?: number;
  /** Accessible names of − and +, in the widget's language. */
  fewerLabel: string;
  moreLabel: string;
  /** Returns false when the count was refused, so the field shows the kept value again. */
  onChange(next: number): boolean | void;
  error?: string | null;
}

export function Counter({ label, alsoLabelledBy, hint, value, max, fewerLabel, moreLabel, onChange, error }: CounterProps) {
  useAdoptedStyles(css);
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const atMax = max !== undefined && value >= max;
  const change = (next: number) => {
    if (onChange(next) === false) setDraft(null);
  };
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="bw-counter">
      <label id={`${id}-label`} htmlFor={id} className="bw-counter__label">
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} className="bw-counter__hint">
          {hint}
        </span>
      )}
      <div className="bw-counter__controls">
        <button
          type="button"
          className="bw-counter__step"
          aria-disabled={value <= 0 || undefined}
          aria-labelledby={alsoLabelledBy ? `${id}-fewer ${alsoLabelledBy}` : undefined}
          onClick={() => value > 0 && change(value - 1)}
        >
          <span aria-hidden="true">−</span>
          <span id={`${id}-fewer`} className="bw-visually-hidden">
            {fewerLabel}
          </span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="bw-counter__input"
          min={0}
          max={max}
          step={1}
          aria-labelledby={[`${id}-label`, alsoLabelledBy].filter(Boolean).join(' ')}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            // An emptied field waits for the next digit; the kept count returns on leaving it.
            if (text.trim() !== '' && Number.isFinite(Number(text))) change(Number(text));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="bw-counter__step"
          aria-disabled={atMax || undefined}
          aria-labelledby={alsoLabelledBy ? `${id}-more ${alsoLabelledBy}` : undefined}
          // At the limit + still answers, so the guest learns why it does not count up.
          onClick={() => change(value + 1)}
        >
          <span aria-hidden="true">+</span>
          <span id={`${id}-more`} className="bw-visually-hidden">
            {moreLabel}
          </span>
        </button>
      </div>
      <FormError id={`${id}-error`} error={error} />
    </div>
  );
}
