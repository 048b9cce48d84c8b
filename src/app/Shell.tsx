// The widget's frame: theme, the hotelier's styles, the router and the footer
// around the current screen. (Start-up loads begin in the element, before React.)
import { useMemo, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Router } from 'wouter';
import { chosenLangAtom, configAtom } from '../state/config';
import { shownLangAtom } from '../state/texts';
import { LANGUAGE_NAMES } from '../i18n/packs';
import { LanguageMenu } from '../ui/LanguageMenu';
import { offeredLang, type Config, type Lang } from '../config/config';
import { settingsAtom, stylesLoadedAtom, translationsReadyAtom } from '../state/startup';
import { parseTheme } from '../config/config';
import { useServerStyles } from '../theme/use-server-styles';
import { useTheme } from '../theme/use-theme';
import { useAdoptedStyles } from '../theme/adopt';
import { Footer } from '../ui/Footer';
import { Routes } from './Routes';
import { useFollowClock } from './follow-clock';
import { useWidget } from '../widget/instance';
import { routerOptions } from './router';

export function Shell() {
  const widget = useWidget();
  const config = useAtomValue(configAtom);
  const settings = useAtomValue(settingsAtom);
  const stylesLoaded = useAtomValue(stylesLoadedAtom);
  const translationsReady = useAtomValue(translationsReadyAtom);
  // The hotelier's styles (font, text size) and texts change step 1's size: the first paint waits
  // for both answers (or their failures), so nothing on the host page moves when they arrive. Once
  // painted, the widget stays: a later language switch keeps the guest's screen and form.
  const painted = useRef(false);
  painted.current ||= stylesLoaded && translationsReady;
  const shownLang = useAtomValue(shownLangAtom);
  const { location, shadowRoot, store } = widget;
  const router = useMemo(() => routerOptions({ location, shadowRoot, store }), [location, shadowRoot, store]);

  useServerStyles(settings?.styles);
  useFollowClock();
  const theme = config?.theme ?? parseTheme(settings?.styles.theme) ?? 'modern';
  useTheme(theme);

  // Nothing until the language's texts are in (app/languages.ts) and the first paint may begin.
  if (!config || !shownLang || !painted.current) return null;
  return (
    // data-styles-loaded tells tests and host pages that the hotelier's styles are applied.
    <div className="bw-root" data-theme={theme} data-styles-loaded={stylesLoaded || undefined} lang={shownLang}>
      <Painted />
      {config.languages.length > 1 && <Languages config={config} shown={shownLang} />}
      <Router {...router}>
        <Routes />
      </Router>
      <Footer />
    </div>
  );
}

/**
 * Once painted, the widget is as tall as its content: the host's reservation (README: a
 * min-height on the element until the widget paints) stops here. An important declaration
 * inside the shadow root beats the page's normal ones.
 */
function Painted() {
  useAdoptedStyles(':host{min-height:0!important}');
  return null;
}

/** The menu of the languages the host offers (attribute `languages`); the widget's own is always among them. */
function Languages({ config, shown }: { config: Config; shown: Lang }) {
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
