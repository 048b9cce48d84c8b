/** Made once: building a number format costs more than the rest of an e-mail. */
const CZECH_NUMBER = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Currencies written before the amount (SPEC 9); every other one goes after it. */
const LEADING_CURRENCY = /^(?:US)?[$€]$/;
const NO_BREAK_SPACE = '\u00a0';

/**
 * "1 234,50 Kč", "€ 99,00": two decimals in the Czech number format in every
 * language (SPEC 9), as the widget writes prices (src/i18n/format.ts formatPrice,
 * which the server cannot import: that file uses Lingui's build-time macros).
 */
export function formatMoney(amount: number, currencyText: string): string {
  const number = CZECH_NUMBER.format(amount);
  const currency = currencyText.trim();
  if (!currency) return number;
  return LEADING_CURRENCY.test(currency) ? `${currency}${NO_BREAK_SPACE}${number}` : `${number}${NO_BREAK_SPACE}${currency}`;
}
