// What the widget loads when it starts (SPEC section 2 and 4, "Loading
// states"): translations, settings and availability are requested together,
// so step 1 costs one round trip. Failures follow SPEC section 8.
import { atom } from 'jotai';
import type { Availability, Settings } from '../api';
import type { Lang } from '../config/config';

/** Server texts by snake_case key and the language they are in, once global_translations has answered. */
export const serverTextsAtom = atom<{ lang: Lang; texts: Record<string, string> } | null>(null);
/** True once translations have loaded or failed: dependent texts may show. */
export const translationsReadyAtom = atom(false);
/** The hotelier's settings (styles) once global_settings has answered. */
export const settingsAtom = atom<Settings | null>(null);
/** SPEC: styles are marked loaded after the settings arrive. */
export const stylesLoadedAtom = atom(false);
/** The calendar's availability; null until it arrives. */
export const availabilityAtom = atom<Availability | null>(null);
/** True once React has rendered the widget for the first time (WidgetRoot): the start-up calls wait for it (app/startup.ts). */
export const firstRenderDoneAtom = atom(false);
