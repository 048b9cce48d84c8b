// The operator's own terms (SPEC 6): a custom total amount instead of the
// computed one, and whether the guest pays a deposit first ('one') or
// everything at once ('none'). Both go into the summary and edit_save.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { operatorTermsAtom, type OperatorTerms as Terms } from '../../state/summary';
import { TextInput } from '../../ui/TextInput';

/** "5000,5" as the number mask shows it, and back. */
const amountText = (amount: number): string => (amount > 0 ? String(amount).replace('.', ',') : '');
const amountOf = (text: string): number => {
  const value = Number(text.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
};

export function OperatorTerms() {
  const { t } = useLingui();
  const terms = useAtomValue(operatorTermsAtom);
  const setTerms = useSetAtom(operatorTermsAtom);
  const id = useId();
  if (!terms) return null;
  const change = (next: Partial<Terms>) => setTerms({ ...terms, ...next });
  return (
    <fieldset className="bw-edit__terms">
      <legend>{t({ id: 'operator_terms', message: 'Price and payment' })}</legend>
      <label className="bw-edit__check">
        <input type="checkbox" checked={terms.isCustomAmount} onChange={(event) => change({ isCustomAmount: event.target.checked })} />
        {t({ id: 'use_custom_amount', message: 'Set my own total amount' })}
      </label>
      {terms.isCustomAmount && (
        <TextInput
          id={`${id}-amount`}
          label={t({ id: 'custom_amount', message: 'Custom total amount' })}
          value={amountText(terms.customAmount)}
          inputMode="decimal"
          mask={{ kind: 'number', min: 0, max: 10_000_000 }}
          invalidInputLabel={t({ id: 'invalid_input', message: 'Invalid input' })}
          clampedLabel={t({ id: 'clamped_to_limit', message: 'Adjusted to the highest amount allowed' })}
          onChange={(text) => change({ customAmount: amountOf(text) })}
        />
      )}
      <fieldset className="bw-edit__deposits">
        <legend>{t({ id: 'deposits', message: 'Deposit' })}</legend>
        <label className="bw-edit__check">
          <input type="radio" name={`${id}-deposits`} checked={terms.deposits === 'one'} onChange={() => change({ deposits: 'one' })} />
          {t({ id: 'deposits_one', message: 'The guest pays a deposit first' })}
        </label>
        <label className="bw-edit__check">
          <input type="radio" name={`${id}-deposits`} checked={terms.deposits === 'none'} onChange={() => change({ deposits: 'none' })} />
          {t({ id: 'deposits_none', message: 'No deposit: the guest pays everything at once' })}
        </label>
      </fieldset>
    </fieldset>
  );
}
