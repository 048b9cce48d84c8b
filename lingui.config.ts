import { defineConfig } from '@lingui/cli';

// Message ids are the snake_case keys of the server's global_translations,
// so a text from the server can override the built-in one by the same key.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['cs', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
    },
  ],
  format: 'po',
});
