// The widget's frame: theme, the hotelier's styles, start-up loads, the
// router and the footer around the current screen.
import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Router } from 'wouter';
import { apiClientAtom, configAtom } from '../state/config';
import { settingsAtom, stylesLoadedAtom } from '../state/startup';
import { parseTheme } from '../element/config';
import { useServerStyles } from '../theme/use-server-styles';
import { Footer } from '../ui/Footer';
import { Routes } from './Routes';
import { startWidget } from './startup';
import { useWidget } from './widget-context';
import { routerOptions } from './router';

export function Shell() {
  const widget = useWidget();
  const config = useAtomValue(configAtom);
  const client = useAtomValue(apiClientAtom);
  const settings = useAtomValue(settingsAtom);
  const stylesLoaded = useAtomValue(stylesLoadedAtom);
  const router = useMemo(() => routerOptions(widget.location), [widget.location]);

  const lang = config?.lang;
  useEffect(() => {
    if (!client || !lang) return;
    return startWidget({ store: widget.store, client, i18n: widget.i18n, lang, navigate: widget.location.navigate });
  }, [client, lang, widget]);

  useServerStyles(settings?.styles);

  if (!config) return null;
  const theme = config.theme ?? parseTheme(settings?.styles.theme) ?? 'modern';
  return (
    // data-styles-loaded tells tests and host pages that the hotelier's styles are applied.
    <div className="bw-root" data-theme={theme} data-styles-loaded={stylesLoaded || undefined} lang={config.lang}>
      <Router {...router}>
        <Routes />
      </Router>
      <Footer />
    </div>
  );
}
