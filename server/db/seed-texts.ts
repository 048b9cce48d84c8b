import type { Lang } from '../domain/lang.ts';
import { cs } from '../texts/labels/cs.ts';
import { de } from '../texts/labels/de.ts';
import { en, type Labels } from '../texts/labels/en.ts';
import { hu } from '../texts/labels/hu.ts';
import { pl } from '../texts/labels/pl.ts';
import { sk } from '../texts/labels/sk.ts';
import { uk } from '../texts/labels/uk.ts';

/**
 * The labels global_translations starts out with, by language and snake_case key
 * (one file per language in texts/labels/; en.ts gives the keys every language has).
 */
export const SEED_TEXTS: Readonly<Record<Lang, Labels>> = { cs, en, de, sk, pl, uk, hu };
