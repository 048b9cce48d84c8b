// English: the later screens' catalog, its own chunk (src/i18n/packs.ts).
import { messages } from '../../locales/later/en.po';
import { laterCatalog } from '../../setup';

export const later = laterCatalog(messages);
