// The widget's frame: theme, the hotelier's styles, the router and the footer
// around the current screen. (Start-up loads begin in the element, before React.)
import { lazy, Suspense, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Router } from 'wouter';
import { configAtom } from '../state/config';
import { shownLangAtom } from '../state/texts';
import { settingsAtom, stylesLoadedAtom } from '../state/startup';
import { parseTheme } from '../config/config';
import { useServerStyles } from '../theme/use-server-styles';
import { useTheme } from '../theme/use-theme';
import { Footer } from '../ui/Footer';
import { Routes } from './Routes';
import { useFollowClock } from './follow-clock';
import { useWidget } from '../widget/instance';
import { routerOptions } from './router';

const LanguageChoice = lazy(() => import('./LanguageChoice'));

export function Shell() {
  const widget = useWidget();
  const config = useAtomValue(configAtom);
  const settings = useAtomValue(settingsAtom);
  const stylesLoaded = useAtomValue(stylesLoadedAtom);
  const shownLang = useAtomValue(shownLangAtom);
  const { location, shadowRoot, store } = widget;
  const router = useMemo(() => routerOptions({ location, shadowRoot, store }), [location, shadowRoot, store]);

  useServerStyles(settings?.styles);
  useFollowClock();
  const theme = config?.theme ?? parseTheme(settings?.styles.theme) ?? 'modern';
  useTheme(theme);

  // Nothing until the language's texts are in (app/languages.ts).
  if (!config || !shownLang) return null;
  return (
    // data-styles-loaded tells tests and host pages that the hotelier's styles are applied.
    <div className="bw-root" data-theme={theme} data-styles-loaded={stylesLoaded || undefined} lang={shownLang}>
      {config.languages.length > 1 && (
        // The menu loads on demand (most widgets have none); its place is kept meanwhile, so nothing moves.
        <Suspense fallback={<div className="bw-language" />}>
          <LanguageChoice config={config} shown={shownLang} />
        </Suspense>
      )}
      <Router {...router}>
        <Routes />
      </Router>
      <Footer />
    </div>
  );
}

