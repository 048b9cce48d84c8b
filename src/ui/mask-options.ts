// What a masked field accepts (SPEC 5 "Masked inputs", SPEC 9).

export type MaskOptions =
  | {
      kind: 'number';
      /** Clamped to when the guest leaves the field. */
      min?: number;
      max?: number;
      /** Allow a minus sign. */
      negative?: boolean;
    }
  | {
      kind: 'date';
      /** Years allowed; 1900 to 9999 unless given. */
      minYear?: number;
      maxYear?: number;
    };

export const NUMBER_SCALE = 2;
export const DEFAULT_YEARS = { min: 1900, max: 9999 } as const;
