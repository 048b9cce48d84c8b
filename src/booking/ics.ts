/**
 * The add-to-calendar file of a booked stay (RFC 5545): one all-day event from
 * the arrival to the departure day. Pure text, no DOM: the widget's step 5
 * downloads it and the reference server attaches it to the confirmation e-mail.
 */

export interface StayEvent {
  /** Unique and stable for the booking, so a second import updates the event instead of adding one. */
  uid: string;
  /** YYYY-MM-DD */
  arrival: string;
  /** YYYY-MM-DD; DTEND of an all-day event is exclusive, which is exactly the departure day. */
  departure: string;
  propertyName: string;
  /** The booking number (variable symbol). */
  bookingNumber: string;
  /** "Rezervace" / "Booking": the word before the number, in the guest's language. */
  bookingLabel: string;
  description?: string;
  /**
   * Each booked object's rate and its cancellation terms in the guest's words (issue 50), one
   * line each after the description: "Pokoj Lípa: Flexibilní – Zrušení zdarma do 24. 6. 2027. …".
   */
  rates?: ReadonlyArray<{ objectName: string; rateName: string; terms: string }>;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per line (RFC 5545 3.1): each
 * continuation starts with one space. Never splits a UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const icsDate = (day: string) => day.replace(/-/g, '');

const icsStamp = (moment: Date) => moment.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The event's description: the caller's text, then a line per booked rate. */
function descriptionOf(event: StayEvent): string {
  const rates = (event.rates ?? []).map((rate) => `${rate.objectName}: ${rate.rateName} – ${rate.terms}`);
  return [event.description ?? '', ...rates].filter((line) => line !== '').join('\n');
}

export function stayCalendar(event: StayEvent): string {
  const summary = `${event.propertyName} – ${event.bookingLabel} ${event.bookingNumber}`;
  const description = descriptionOf(event);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//booking-widget//stay//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.arrival)}`,
    `DTEND;VALUE=DATE:${icsDate(event.departure)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    // A stay does not make the guest busy all day in their calendar.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A file name with the booking number, safe on every system. */
export function stayCalendarFileName(bookingNumber: string): string {
  return `booking-${bookingNumber.replace(/[^A-Za-z0-9_-]/g, '') || 'stay'}.ics`;
}
