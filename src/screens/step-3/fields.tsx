// The form's field components: each reads and writes one path of the checkout
// form and shows that field's error once the guest has left it (or pressed continue).
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CheckoutField } from '../../booking/checkout-rules';
import type { CountryOption } from '../../booking/countries';
import { checkoutFormAtom, leaveFieldAtom, shownCheckoutErrorsAtom, updateCheckoutAtom } from '../../state/checkout';
import { TextInput } from '../../ui/TextInput';
import { errorIdOf, type TextInputProps } from '../../ui/text-field';
import { fieldId, type FlagPath, type TextPath, valueAt, withValueAt } from './form-paths';
import { CHECKOUT_MESSAGES } from './messages';
import { useAfterPress } from './press-guard';

const COMPANY_ID = 'invoiceAddress.corporateIdentificationNumber';

/** A field with rules of its own (and so an error to show). */
const isRuled = (path: string): path is CheckoutField =>
  path.startsWith('billingAddress.') || path === 'sourceOfReferral' || path === 'acceptGdprCompliance' || path === COMPANY_ID;

/** A field that must be filled in: every ruled one but the company ID, which may stay empty. */
const isRequired = (path: string): boolean => isRuled(path) && path !== COMPANY_ID;

/** The shown error of a field, in the guest's language, and what leaving it does. */
export function useFieldError(path: string): { error: string; onBlur(): void } {
  const { i18n } = useLingui();
  const errors = useAtomValue(shownCheckoutErrorsAtom);
  const leave = useSetAtom(leaveFieldAtom);
  const afterPress = useAfterPress();
  const key = isRuled(path) ? errors[path] : undefined;
  return { error: key ? i18n._(CHECKOUT_MESSAGES[key]) : '', onBlur: () => isRuled(path) && afterPress(() => leave(path)) };
}

export function useTextValue(path: TextPath): [string, (value: string) => void] {
  const form = useAtomValue(checkoutFormAtom);
  const update = useSetAtom(updateCheckoutAtom);
  return [valueAt(form, path), (value) => update((current) => withValueAt(current, path, value))];
}

type TextFieldProps = { path: TextPath; label: string } & Partial<Omit<TextInputProps, 'id' | 'label' | 'value' | 'onChange'>> & {
    onValue?(value: string): void;
  };

export function CheckoutTextField({ path, label, onValue, ...rest }: TextFieldProps) {
  const [value, setValue] = useTextValue(path);
  const { error, onBlur } = useFieldError(path);
  return (
    <TextInput
      {...rest}
      id={fieldId(path)}
      label={label}
      value={value}
      required={isRequired(path)}
      error={error}
      onBlur={onBlur}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

export function CheckoutSelect(props: {
  path: TextPath;
  label: string;
  options: readonly CountryOption[];
  autoComplete?: string;
  /** Text of the empty first entry; none when a value is always chosen. */
  emptyLabel?: string;
}) {
  const [value, setValue] = useTextValue(props.path);
  const { error, onBlur } = useFieldError(props.path);
  const id = fieldId(props.path);
  return (
    <div className="bw-field">
      <label className="bw-field__label" htmlFor={id} data-required={isRuled(props.path) || undefined}>
        {props.label}
      </label>
      <select
        id={id}
        className="bw-input"
        value={value}
        autoComplete={props.autoComplete}
        required={isRuled(props.path)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        onChange={(event) => setValue(event.target.value)}
        onBlur={onBlur}
      >
        {(props.emptyLabel !== undefined || !props.options.some((option) => option.value === value)) && (
          <option value="">{props.emptyLabel ?? ''}</option>
        )}
        {props.options.map((option, index) =>
          option.separator ? (
            <option key={`separator-${index}`} value={option.value} disabled aria-hidden="true">
              {option.label}
            </option>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
      {error && (
        <p className="bw-field__error" id={errorIdOf(id)}>
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckoutCheckbox({ path, children }: { path: FlagPath; children: ReactNode }) {
  const form = useAtomValue(checkoutFormAtom);
  const update = useSetAtom(updateCheckoutAtom);
  const { error, onBlur } = useFieldError(path);
  const id = fieldId(path);
  return (
    <div className="bw-field bw-field--checkbox">
      <input
        id={id}
        type="checkbox"
        checked={valueAt(form, path)}
        aria-required={isRequired(path) || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        onChange={(event) => update((current) => withValueAt(current, path, event.target.checked))}
        onBlur={onBlur}
      />
      <label htmlFor={id} data-required={isRequired(path) || undefined}>
        {children}
      </label>
      {error && (
        <p className="bw-field__error" id={errorIdOf(id)}>
          {error}
        </p>
      )}
    </div>
  );
}
