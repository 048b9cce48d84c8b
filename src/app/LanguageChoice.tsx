// The header's language menu (attribute `languages`), a chunk of its own:
// most widgets have none. The guest's choice goes to chosenLangAtom, which the
// element folds into the config (app/languages.ts then shows it).
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { offeredLang, type Config, type Lang } from '../config/config';
import { LANGUAGE_NAMES } from '../i18n/language-names';
import { chosenLangAtom } from '../state/config';
import { LanguageMenu } from '../ui/LanguageMenu';

/** The languages the host offers; the widget's own is always among them. */
export default function LanguageChoice({ config, shown }: { config: Config; shown: Lang }) {
  const { t } = useLingui();
  const choose = useSetAtom(chosenLangAtom);
  const langs = config.languages.includes(shown) ? config.languages : [shown, ...config.languages];
  return (
    <LanguageMenu
      label={t({ id: 'language', message: 'Language' })}
      value={shown}
      options={langs.map((lang) => ({ lang, name: LANGUAGE_NAMES[lang] }))}
      onChoose={(value) => choose(offeredLang(value) ?? null)}
    />
  );
}
