// The screens beside the booking steps, behind one import in the routes
// (src/app/Routes.tsx): step 1's script carries one loader for all of them,
// and each screen is still its own chunk.
import type { ComponentType } from 'react';

const SCREENS = {
  edit: () => import('./edit'),
  priceLists: () => import('./price-lists'),
  calendars: () => import('./calendars'),
  compact: () => import('./compact'),
  reviews: () => import('./reviews'),
  booking: () => import('./booking-page'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type PageName = keyof typeof SCREENS;

/** Loads one screen's chunk, for React.lazy in the routes. */
export const loadPage = (name: PageName): Promise<{ default: ComponentType }> => SCREENS[name]();
