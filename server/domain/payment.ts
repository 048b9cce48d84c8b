/** Czech bank payment details: IBAN from a domestic account and the QR payment string. */

function mod97(digits: string): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

/** "19-2000145399/0800" -> "CZ65 0800..." without spaces. */
export function czechIban(account: string): string {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(account.trim());
  if (!match) throw new Error(`not a Czech account number: ${account}`);
  const bban = `${match[3]}${(match[1] ?? '').padStart(6, '0')}${match[2]!.padStart(10, '0')}`;
  // Letters C=12, Z=35, then "00" as the placeholder check digits.
  const check = 98 - mod97(`${bban}123500`);
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

/** QR payment text (SPD 1.0). '*' separates fields, so it is removed from free text. */
export function qrPaymentText(payment: { iban: string; amount: number; variableSymbol: string; message: string }): string {
  const message = payment.message
    .replace(/\*/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .slice(0, 60);
  return [
    'SPD*1.0',
    `ACC:${payment.iban}`,
    `AM:${payment.amount.toFixed(2)}`,
    'CC:CZK',
    `X-VS:${payment.variableSymbol}`,
    `MSG:${message}`,
  ].join('*');
}

/** Ten digits at most: two digits of the year and the booking number. */
export function variableSymbol(bookingId: number, arrival: string): string {
  return `${arrival.slice(2, 4)}${String(bookingId).padStart(6, '0')}`;
}
