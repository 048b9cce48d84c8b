// Each language's name in itself, for the header's language menu (loaded with it).
import type { Lang } from '../config/config';

export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  cs: 'Čeština',
  en: 'English',
  de: 'Deutsch',
  sk: 'Slovenčina',
  pl: 'Polski',
  uk: 'Українська',
  hu: 'Magyar',
};
