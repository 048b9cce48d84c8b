// The add-to-calendar download: the .ics text of src/booking/ics.ts as a
// file, through a Blob URL that is revoked once the download has started.
import { stayCalendar, stayCalendarFileName, type StayEvent } from '../../booking/ics';

export function downloadStayCalendar(event: StayEvent, near: HTMLElement): void {
  const blob = new Blob([stayCalendar(event)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = near.ownerDocument.createElement('a');
  link.href = url;
  link.download = stayCalendarFileName(event.bookingNumber);
  link.hidden = true;
  near.after(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; a moment later nothing needs it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
