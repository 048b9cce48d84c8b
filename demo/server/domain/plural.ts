import type { Lang } from './days.ts';

/** "3 noci", "5 nocí", "1 night": Czech has three forms, English two. */
export function nightsText(count: number, lang: Lang): string {
  if (lang === 'en') return `${count} ${count === 1 ? 'night' : 'nights'}`;
  if (count === 1) return `${count} noc`;
  if (count >= 2 && count <= 4) return `${count} noci`;
  return `${count} nocí`;
}
