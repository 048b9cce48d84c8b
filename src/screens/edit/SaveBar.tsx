// Saving the operator's changes (edit_save): one press, one save; what the
// server answered shows beside the button: the new state, or its refusal
// (taken dates, a stay too short, a save based on an older version).
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { formatDisplayDate, formatPrice } from '../../i18n/format';
import { editedBookingAtom, editSaveAtom, saveEditAtom } from '../../state/edit';
import { FormError } from '../../ui/FormError';

export function SaveBar() {
  const { t } = useLingui();
  const state = useAtomValue(editSaveAtom);
  const booking = useAtomValue(editedBookingAtom);
  const save = useSetAtom(saveEditAtom);
  const saving = state.status === 'saving';
  let problem = '';
  if (state.status === 'failed') problem = state.message;
  if (state.status === 'invalid') {
    problem =
      state.reason === 'accommodation'
        ? t({ id: 'choose_accommodation_first', message: 'Please choose where you would like to stay.' })
        : t({ id: 'edit_details_invalid', message: "Check the guest's details: some are missing or wrong." });
  }
  let savedText = '';
  if (state.status === 'saved' && booking) {
    const arrival = formatDisplayDate(booking.from);
    const departure = formatDisplayDate(booking.to);
    const total = formatPrice(booking.price, booking.currency_text);
    const dueNow = formatPrice(booking.deposit, booking.currency_text);
    savedText = t({
      id: 'edit_saved',
      message: `Saved: ${arrival} – ${departure}, total ${total}, due now ${dueNow}. The guest will receive an updated confirmation by email.`,
    });
  }
  return (
    <div className="bw-edit__save">
      <button type="button" className="bw-button" aria-disabled={saving || undefined} onClick={() => void save()}>
        {saving ? t({ id: 'saving', message: 'Saving…' }) : t({ id: 'save_changes', message: 'Save changes' })}
      </button>
      <p className="bw-edit__saved" role="status">
        {savedText}
      </p>
      <FormError error={problem} />
    </div>
  );
}
