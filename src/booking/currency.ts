// The ISO 4217 code of the server's currency text, for hosts and analytics
// that need a code ("CZK"), where guests read the text ("Kč").
const CODES: Record<string, string> = { 'kč': 'CZK', '€': 'EUR', '$': 'USD', 'us$': 'USD', '£': 'GBP', 'zł': 'PLN', 'ft': 'HUF' };

export function currencyCode(currencyText: string): string {
  const text = currencyText.trim();
  return CODES[text.toLowerCase()] ?? text.toUpperCase();
}
