// The guest's note (SPEC 3 "note"), on step 3 and on the operator's edit screen.
import { useLingui } from '@lingui/react/macro';
import { useTextValue } from './fields';
import { fieldId } from './form-paths';

export function NoteField() {
  const { t } = useLingui();
  const [note, setNote] = useTextValue('note');
  const noteId = fieldId('note');
  return (
    <div className="bw-field">
      <label className="bw-field__label" htmlFor={noteId}>
        {t({ id: 'note', message: 'Note' })}
      </label>
      <textarea
        id={noteId}
        className="bw-input bw-checkout__note"
        rows={3}
        value={note}
        placeholder={t({ id: 'note_placeholder', message: 'Any special requests? Let us know.' })}
        onChange={(event) => setNote(event.target.value)}
      />
    </div>
  );
}
