// The note, the source of referral (only when the shop asks, and then
// required) and the coupon and gift codes (when the shop uses them). A code
// goes to couponAtom / giftAtom on "apply"; the booking summary prices it.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PrimitiveAtom } from 'jotai';
import { referralRequiredAtom } from '../../state/checkout';
import { couponAtom, giftAtom } from '../../state/codes';
import { selectionAtom } from '../../state/selection';
import { formatPrice } from '../../i18n/format';
import { TextInput } from '../../ui/TextInput';
import { useCodeEffect } from './code-effect';
import { CheckoutSelect } from './fields';
import { NoteField } from './NoteField';

/** The id of a code field, so step 3 can take the guest to a refused code. */
export const codeFieldId = (kind: 'coupon' | 'gift'): string => `bw-code-${kind}`;

function CodeField({ kind, label, codeAtom }: { kind: 'coupon' | 'gift'; label: string; codeAtom: PrimitiveAtom<string> }) {
  const { t } = useLingui();
  const id = codeFieldId(kind);
  const applied = useAtomValue(codeAtom);
  const apply = useSetAtom(codeAtom);
  const [typed, setTyped] = useState(applied);
  const effect = useCodeEffect();
  const applyTyped = () => apply(typed.trim());
  return (
    <div className="bw-code-field">
      <TextInput
        id={id}
        label={label}
        value={typed}
        autoComplete="off"
        onChange={setTyped}
        error={applied && effect.kind === 'refused' ? effect.message : undefined}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter applies the code instead of sending the whole form.
          event.preventDefault();
          applyTyped();
        }}
      />
      <button type="button" className="bw-button bw-button--secondary" onClick={applyTyped}>
        {t({ id: 'apply', message: 'Apply' })}
      </button>
      <p className="bw-code-field__applied" role="status">
        {applied && effect.kind === 'checking' && t({ id: 'code_checking', message: `Checking ${applied}…` })}
        {applied && effect.kind === 'applied' && (
          <>
            {t({ id: 'code_applied', message: `Applied: ${applied}` })}
            {effect.discount > 0 &&
              ` · ${t({ id: 'code_discount', message: `discount ${formatPrice(effect.discount, effect.currency)}, total ${formatPrice(effect.total, effect.currency)}` })}`}
          </>
        )}
      </p>
    </div>
  );
}

export function ExtrasFields() {
  const { t } = useLingui();
  const settings = useAtomValue(selectionAtom)?.settings;
  const sources = useAtomValue(selectionAtom)?.source_of_referral ?? [];
  const referralShown = useAtomValue(referralRequiredAtom);
  const coupon = useAtomValue(couponAtom);
  const gift = useAtomValue(giftAtom);
  const [codesOpen] = useState(() => Boolean(coupon || gift));
  return (
    <div className="bw-checkout__group">
      <NoteField />
      {referralShown && (
        <CheckoutSelect
          path="sourceOfReferral"
          label={t({ id: 'source_of_referral', message: 'How did you hear about us?' })}
          emptyLabel={t({ id: 'choose_one', message: 'Choose…' })}
          options={sources.map((source) => ({ value: source.id, label: source.name }))}
        />
      )}
      {(settings?.use_coupon || settings?.use_gift) && (
        // Behind a disclosure, so their "Apply" buttons do not compete with Continue; open when a
        // code is already entered (back from step 4, a reload).
        <details className="bw-codes" open={codesOpen}>
          <summary className="bw-codes__summary">{t({ id: 'have_code', message: 'Do you have a discount code or gift voucher?' })}</summary>
          {settings?.use_coupon && <CodeField kind="coupon" label={t({ id: 'coupon', message: 'Discount code' })} codeAtom={couponAtom} />}
          {settings?.use_gift && <CodeField kind="gift" label={t({ id: 'gift', message: 'Gift voucher' })} codeAtom={giftAtom} />}
        </details>
      )}
    </div>
  );
}

