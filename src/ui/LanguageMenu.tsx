import { useId } from 'react';
import { useAdoptedStyles } from '../theme/adopt';
import css from './language-menu.css?inline';

export interface LanguageOption {
  lang: string;
  /** The language's name in itself ("Deutsch"), so a guest finds their own. */
  name: string;
}

interface LanguageMenuProps {
  /** "Jazyk" / "Sprache": the visible label, in the language shown now. */
  label: string;
  value: string;
  options: readonly LanguageOption[];
  onChoose: (lang: string) => void;
}

/**
 * The header's language menu (attribute `languages`): a native select, which
 * every phone turns into its own picker and every screen reader knows. Each
 * option carries its language, so a screen reader says "Deutsch" in German.
 */
export function LanguageMenu({ label, value, options, onChoose }: LanguageMenuProps) {
  useAdoptedStyles(css);
  const id = useId();
  return (
    <div className="bw-language">
      <label className="bw-language__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="bw-language__select" value={value} onChange={(event) => onChoose(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.lang} value={option.lang} lang={option.lang}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
