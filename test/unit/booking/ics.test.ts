import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, stayCalendar, stayCalendarFileName } from '../../../src/booking/ics';

/** A tiny reader: unfolds continuation lines and splits NAME;PARAMS:VALUE. */
function readIcs(text: string): Array<{ name: string; params: string; value: string }> {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      const [name = '', ...params] = line.slice(0, colon).split(';');
      return { name, params: params.join(';'), value: line.slice(colon + 1) };
    });
}

const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_all, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

const EVENT = {
  uid: '51043773-cb1d-4cfb-b4fe-632317f3b2f1@booking-widget',
  arrival: '2026-12-04',
  departure: '2026-12-07',
  propertyName: 'Penzion U Staré lípy',
  bookingNumber: '26000009',
  bookingLabel: 'Rezervace',
  stamp: new Date(Date.UTC(2026, 10, 22, 9, 5, 3, 120)),
};

describe('stay calendar (.ics)', () => {
  it('is one all-day event from arrival to departure with the property and booking number', () => {
    const ics = stayCalendar(EVENT);
    const lines = readIcs(ics);
    const value = (name: string) => lines.find((line) => line.name === name);
    expect(lines[0]).toEqual({ name: 'BEGIN', params: '', value: 'VCALENDAR' });
    expect(lines.at(-1)).toEqual({ name: 'END', params: '', value: 'VCALENDAR' });
    expect(value('VERSION')?.value).toBe('2.0');
    expect(value('PRODID')?.value).not.toBe('');
    expect(lines.filter((line) => line.name === 'BEGIN').map((line) => line.value)).toEqual(['VCALENDAR', 'VEVENT']);
    expect(value('DTSTART')).toEqual({ name: 'DTSTART', params: 'VALUE=DATE', value: '20261204' });
    expect(value('DTEND')).toEqual({ name: 'DTEND', params: 'VALUE=DATE', value: '20261207' });
    expect(value('UID')?.value).toBe(EVENT.uid);
    expect(value('DTSTAMP')?.value).toBe('20261122T090503Z');
    expect(unescape(value('SUMMARY')?.value ?? '')).toBe('Penzion U Staré lípy – Rezervace 26000009');
  });

  it('ends every line with CRLF and never has a bare LF', () => {
    const ics = stayCalendar(EVENT);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text, and reads back the same', () => {
    const description = 'Pokoj Lípa, 2 dospělí; snídaně\\parkování\nPříjezd 15:00';
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const lines = readIcs(stayCalendar({ ...EVENT, description }));
    expect(unescape(lines.find((line) => line.name === 'DESCRIPTION')?.value ?? '')).toBe(description);
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const description = 'Čtyři noci v chalupě Pod Lesem, snídaně a parkování. '.repeat(6);
    const ics = stayCalendar({ ...EVENT, description });
    const encoder = new TextEncoder();
    const physical = ics.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(physical.join('')).not.toContain('\uFFFD');
    const read = readIcs(ics).find((line) => line.name === 'DESCRIPTION');
    expect(unescape(read?.value ?? '')).toBe(description);
  });

  it("states each booked object's rate and its terms after the description, one line each", () => {
    const rates = [
      { objectName: 'Pokoj Lípa', rateName: 'Flexibilní', terms: 'Zrušení zdarma do 24. 6. 2027.' },
      { objectName: 'Apartmán Dub', rateName: 'Nevratná', terms: 'Nevratná sazba: při zrušení se cena nevrací.' },
    ];
    const read = (event: Parameters<typeof stayCalendar>[0]) => unescape(readIcs(stayCalendar(event)).find((line) => line.name === 'DESCRIPTION')?.value ?? '');
    expect(read({ ...EVENT, description: 'Příjezd 15:00', rates })).toBe(
      'Příjezd 15:00\nPokoj Lípa: Flexibilní – Zrušení zdarma do 24. 6. 2027.\nApartmán Dub: Nevratná – Nevratná sazba: při zrušení se cena nevrací.',
    );
    expect(read({ ...EVENT, rates: rates.slice(0, 1) })).toBe('Pokoj Lípa: Flexibilní – Zrušení zdarma do 24. 6. 2027.');
  });

  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(foldIcsLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldIcsLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('names the file after the booking number', () => {
    expect(stayCalendarFileName('26000009')).toBe('booking-26000009.ics');
    expect(stayCalendarFileName('../x')).toBe('booking-x.ics');
  });
});
