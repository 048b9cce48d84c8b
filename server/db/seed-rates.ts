import type { Queryable } from './database.ts';

/**
 * The demo guesthouse's rates (issue 50), written once (also into a database made before rates
 * existed): every object a flexible rate (free until 14 days before arrival, 50 % from 14 days,
 * 100 % from 3 days) and a non-refundable one 10 % cheaper; the rooms also the flexible rate with
 * breakfast, at the breakfast service's price per guest and night. A flag remembers it, so rates a
 * hotelier deleted stay deleted.
 */

const FLEXIBLE = [
  { days_before: 14, percent: 50 },
  { days_before: 3, percent: 100 },
];
const NON_REFUNDABLE = [{ days_before: 'booking', percent: 100 }];
const BREAKFAST_PER_GUEST_AND_NIGHT = 220;

/** The names as each language's booking sites name such rates (docs/copy.md "Rates"). */
const NAMES = {
  flex: { cs: 'Flexibilní', en: 'Flexible', de: 'Flexibel', sk: 'Flexibilná', pl: 'Elastyczna', uk: 'Гнучкий тариф', hu: 'Rugalmas' },
  nonref: {
    cs: 'Nevratná',
    en: 'Non-refundable',
    de: 'Nicht erstattbar',
    sk: 'Nevratná',
    pl: 'Bezzwrotna',
    uk: 'Без повернення коштів',
    hu: 'Vissza nem térítendő',
  },
  flex_breakfast: {
    cs: 'Flexibilní se snídaní',
    en: 'Flexible with breakfast',
    de: 'Flexibel mit Frühstück',
    sk: 'Flexibilná s raňajkami',
    pl: 'Elastyczna ze śniadaniem',
    uk: 'Гнучкий тариф зі сніданком',
    hu: 'Rugalmas, reggelivel',
  },
};

/** Runs inside the start-up transaction (open.ts). */
export async function seedRates(tx: Queryable): Promise<void> {
  const seeded = await tx.get("SELECT 1 FROM settings WHERE key = 'rates_seeded'");
  const demo = await tx.get("SELECT 1 FROM api_keys WHERE key = 'demo'");
  if (seeded || !demo) return;
  const objects = await tx.all<{ id: number; kind: string }>('SELECT id, kind FROM objects ORDER BY sort');
  const insert = (objectId: number, id: keyof typeof NAMES, board: string, discount: number, boardPrice: number, tiers: unknown, isDefault: boolean, sort: number) =>
    tx.run(
      'INSERT INTO rates (object_id, id, names, board, discount_percent, board_price, tiers, is_default, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      objectId,
      id,
      JSON.stringify(NAMES[id]),
      board,
      discount,
      boardPrice,
      JSON.stringify(tiers),
      isDefault ? 1 : 0,
      sort,
    );
  for (const object of objects) {
    await insert(object.id, 'flex', 'room_only', 0, 0, FLEXIBLE, true, 0);
    await insert(object.id, 'nonref', 'room_only', 10, 0, NON_REFUNDABLE, false, 1);
    if (object.kind === 'room') await insert(object.id, 'flex_breakfast', 'breakfast', 0, BREAKFAST_PER_GUEST_AND_NIGHT, FLEXIBLE, false, 2);
  }
  await tx.run("INSERT INTO settings (key, value) VALUES ('rates_seeded', 'true')");
}
