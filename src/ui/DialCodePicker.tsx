// The phone's dial code (default +420): a button that opens a searchable list
// of countries with their codes (the ARIA combobox pattern with a listbox).
// Typing filters by country name or code; arrows move, Enter chooses, Escape
// closes and gives focus back to the button. The list may come after the
// button (it is built from a library that loads on demand): a click then opens
// the popup once the list is in.
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';

export interface DialCodeOption {
  /** ISO 3166 code: several countries share a dial code (+1, +7...). */
  country: string;
  name: string;
  /** Digits only, e.g. '420'. */
  dialCode: string;
}

export interface DialCodePickerProps {
  id: string;
  label: string;
  searchLabel: string;
  noMatchText: string;
  /** Empty until the list has loaded. */
  options: readonly DialCodeOption[];
  /** The guest is about to open the list (pointer over the button, focus, click): loads it; settles when it is in. */
  onWanted?(): Promise<unknown>;
  /** The chosen dial code, digits only. */
  value: string;
  /** The chosen country, when known: tells +1 USA from +1 Canada. */
  country?: string;
  onChange(option: DialCodeOption): void;
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Options whose name contains the query, or whose code starts with it ('+' optional). */
export function matchDialCodes(options: readonly DialCodeOption[], query: string): DialCodeOption[] {
  const text = fold(query.trim());
  if (!text) return [...options];
  const digits = text.replace(/^\+/, '');
  return options.filter(
    (option) => fold(option.name).includes(text) || (/^\d+$/.test(digits) && option.dialCode.startsWith(digits)),
  );
}

export function DialCodePicker({ id, label, searchLabel, noMatchText, options, onWanted, value, country, onChange }: DialCodePickerProps) {
  const uid = useId();
  const labelId = `${id}-label`;
  const listId = `${uid}-list`;
  const searchId = `${uid}-search`;
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchDialCodes(options, query), [options, query]);
  const chosen = options.find((option) => option.dialCode === value && (!country || option.country === country));

  const close = (focusButton: boolean) => {
    setOpen(false);
    setQuery('');
    if (focusButton) button.current?.focus();
  };
  const choose = (option: DialCodeOption) => {
    onChange(option);
    close(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(active + 10, last),
      PageUp: Math.max(active - 10, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(moves[event.key]!, 0));
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const option = matches[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };
  const optionId = (index: number) => `${uid}-option-${index}`;
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    list.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  return (
    <div
      className="bw-dial-code"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <label className="bw-field__label" id={labelId} htmlFor={id}>
        {label}
      </label>
      <button
        ref={button}
        id={id}
        type="button"
        className="bw-input bw-dial-code__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${id}`}
        onPointerEnter={() => void onWanted?.().catch(() => undefined)}
        onFocus={() => void onWanted?.().catch(() => undefined)}
        onClick={() => {
          if (open) return close(false);
          if (options.length === 0 && onWanted) {
            // The list's first entry is the Czech Republic, the default code.
            void onWanted().then(() => {
              setActive(0);
              setOpen(true);
            }, () => undefined);
            return;
          }
          setActive(Math.max(matches.indexOf(chosen ?? matches[0]!), 0));
          setOpen(true);
        }}
      >
        +{value}
      </button>
      {open && (
        <div className="bw-dial-code__popup" role="dialog" aria-labelledby={labelId}>
          <label className="bw-field__label" htmlFor={searchId}>
            {searchLabel}
          </label>
          <input
            id={searchId}
            className="bw-input"
            type="search"
            role="combobox"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the guest just opened this dialog; focus goes into it, as the dialog pattern asks
            autoFocus
            autoComplete="off"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={matches[active] ? optionId(active) : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul ref={list} className="bw-dial-code__list" id={listId} role="listbox" aria-label={label}>
            {matches.map((option, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox's (arrows and Enter, aria-activedescendant); a click is the pointer's way
              <li
                key={option.country}
                id={optionId(index)}
                role="option"
                aria-selected={option === chosen}
                data-active={index === active || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <span>{option.name}</span> <span className="bw-dial-code__code">+{option.dialCode}</span>
              </li>
            ))}
          </ul>
          {matches.length === 0 && (
            <p className="bw-dial-code__empty" role="status">
              {noMatchText}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
