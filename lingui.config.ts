import { defineConfig } from '@lingui/cli';
import { LANGS } from './src/config/config';

// Message ids are the snake_case keys of the server's global_translations,
// so a text from the server can override the built-in one by the same key.
//
// Two catalogs, so step 1 does not carry the texts of screens it never shows:
// step 1, the frame and the shared pieces in one (bundled with step 1), and
// every screen that loads on demand in the other (loaded with those screens,
// see src/screens/later-texts.ts). A new folder or file in src/screens is a later
// screen's unless it is listed here (the booking steps' breadcrumbs show on step 1).
const STEP_1_SCREENS = ['step-1', 'error', 'not-found', 'booking-steps.tsx'];
const laterScreens = `<rootDir>/src/screens/!(${STEP_1_SCREENS.join('|')})/**`;

export default defineConfig({
  sourceLocale: 'en',
  // The languages the widget speaks (src/config/config.ts): a new code there gets its catalogs here.
  locales: [...LANGS],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [laterScreens, '<rootDir>/src/screens/later-texts.ts'],
    },
    {
      path: '<rootDir>/src/i18n/locales/later/{locale}',
      include: [laterScreens],
    },
  ],
  format: 'po',
});
