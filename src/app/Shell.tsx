// The widget's frame: theme, the hotelier's styles, the router and the footer
// around the current screen. (Start-up loads begin in the element, before React.)
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import { Router } from 'wouter';
import { configAtom } from '../state/config';
import { packsAtom, shownLangAtom } from '../state/texts';
import { settingsAtom, stylesLoadedAtom, translationsReadyAtom } from '../state/startup';
import { parseTheme } from '../config/config';
import { ratingNumber } from '../i18n/format';
import { useServerStyles } from '../theme/use-server-styles';
import { useTheme } from '../theme/use-theme';
import { useAdoptedStyles } from '../theme/adopt';
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
  const translationsReady = useAtomValue(translationsReadyAtom);
  // The hotelier's styles (font, text size) and texts change step 1's size: the first paint waits
  // for both answers (or their failures), so nothing on the host page moves when they arrive. Once
  // painted, the widget stays: a later language switch keeps the guest's screen and form.
  const [painted, setPainted] = useState(false);
  if (!painted && stylesLoaded && translationsReady) setPainted(true);
  const shownLang = useAtomValue(shownLangAtom);
  const packs = useAtomValue(packsAtom);
  const { location, shadowRoot, store } = widget;
  const router = useMemo(() => routerOptions({ location, shadowRoot, store }), [location, shadowRoot, store]);

  useServerStyles(settings?.styles);
  useFollowClock();
  const theme = config?.theme ?? parseTheme(settings?.styles.theme) ?? 'modern';
  useTheme(theme);

  // Nothing until the language's texts are in (app/languages.ts) and the first paint may begin.
  if (!config || !shownLang || !painted) return null;
  const rating = settings?.rating;
  const decimal = packs[shownLang]?.names.shortPrice.decimal ?? ',';
  return (
    // data-styles-loaded tells tests and host pages that the hotelier's styles are applied.
    <div className="bw-root" data-theme={theme} data-styles-loaded={stylesLoaded || undefined} lang={shownLang}>
      <Painted />
      {config.languages.length > 1 && (
        // The menu loads on demand (most widgets have none); its place is kept meanwhile, so nothing moves.
        <Suspense fallback={<div className="bw-language" />}>
          <LanguageChoice config={config} shown={shownLang} />
        </Suspense>
      )}
      <Router {...router}>
        <Routes />
        {/* In the router: the rating links to the reviews page. */}
        <Footer contact={settings?.contact} rating={rating && { average: ratingNumber(rating.average, decimal), count: rating.count }} />
      </Router>
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
  // Step 1's skeleton (element/skeleton.ts) goes in the same frame.
  const { hideSkeleton } = useWidget();
  useLayoutEffect(() => hideSkeleton?.(), [hideSkeleton]);
  return null;
}
