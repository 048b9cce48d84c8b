// What a guest does and sees, in any engine: find by role and name (waiting
// for it, as a person would), press, type key by key, read.
import { waitUntil, type EnginePage, type Handle, type Name } from './engine';

export class Guest {
  constructor(
    readonly page: EnginePage,
    /** The demo server's origin (the widget's own). */
    readonly origin: string,
  ) {}

  open(path: string): Promise<void> {
    return this.page.goto(new URL(path, this.origin).href);
  }

  /** Waits until an element with this role and name is visible. */
  find(role: string, name?: Name, options: { frames?: boolean; timeout?: number } = {}): Promise<Handle> {
    return waitUntil(`${role} "${String(name ?? '')}"`, () => this.page.query(role, name, options), options.timeout);
  }

  async gone(role: string, name?: Name): Promise<void> {
    await waitUntil(`${role} "${String(name ?? '')}" to go`, async () => (await this.page.query(role, name)) === null);
  }

  async press(role: string, name?: Name): Promise<void> {
    await this.page.click(await this.find(role, name));
  }

  /** Waits until the control is shown and no longer aria-disabled (a price or a check still on its way). */
  async enabled(role: string, name: Name): Promise<Handle> {
    await this.idle();
    const control = await this.find(role, name);
    await waitUntil(`${String(name)} enabled`, () =>
      this.page.evaluate(((element: Element) => element.getAttribute('aria-disabled') !== 'true') as never, control),
    );
    return control;
  }

  /**
   * Ticks step 4's box for the chosen rates' cancellation policy (issue 50) when the stay has
   * rates; a server without rates shows none. Call it once Book is usable (the summary is current).
   */
  async acceptPolicy(name: Name = /storno podmínkami|cancellation policy|Stornobedingungen/): Promise<void> {
    const box = await this.page.query('checkbox', name);
    if (box) await this.page.click(box);
  }

  /** Types into the field labelled `label`, key by key. */
  async typeInto(label: Name, text: string): Promise<void> {
    await this.page.type(await this.find('textbox', label), text);
  }

  /** Picks an option of a select by its value (the engines' select pop-ups are not pages a driver can press). */
  async choose(label: Name, value: string): Promise<void> {
    const select = await this.find('combobox', label);
    await this.page.evaluate(((element: HTMLSelectElement, option: string) => {
      element.value = option;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    }) as never, select, value);
  }

  /** The text of the first element matching a CSS selector anywhere in the widget's shadow root. */
  textOf(selector: string): Promise<string | null> {
    return this.page.evaluate(((css: string) => {
      const hosts = Array.from(document.querySelectorAll('booking-widget'));
      for (const host of hosts) {
        const hit = host.shadowRoot?.querySelector(css);
        if (hit) return (hit.textContent ?? '').replace(/\s+/g, ' ').trim();
      }
      return null;
    }) as never, selector);
  }

  /** Waits until nothing in the widget is loading (aria-busy), as a guest waits for the price before going on. */
  async idle(): Promise<void> {
    await waitUntil('the widget to finish loading', () =>
      this.page.evaluate((() => {
        const root = document.querySelector('booking-widget')?.shadowRoot;
        return !!root?.querySelector('.bw-root') && root.querySelector('[aria-busy="true"]') === null;
      }) as never) as Promise<boolean>,
    );
  }

  /** Waits while the calendar is loading (its months take no presses then, as for a guest). */
  async calendarSettled(): Promise<void> {
    await waitUntil('the calendar to settle', () =>
      this.page.evaluate((() => {
        const calendar = document.querySelector('booking-widget')?.shadowRoot?.querySelector('.bw-calendar');
        return calendar !== null && calendar !== undefined && calendar.getAttribute('aria-busy') !== 'true';
      }) as never) as Promise<boolean>,
    );
  }

  /** The calendar's cell for `day` (YYYY-MM-DD), moving to later months until it shows. */
  async dayCell(day: string, nextMonth: Name = /Další měsíc|Next month/): Promise<Handle> {
    await this.find('grid');
    for (let step = 0; step < 18; step += 1) {
      await this.calendarSettled();
      const cell = await this.page.query('css', `[data-date="${day}"]`);
      if (cell) return cell;
      await this.press('button', nextMonth);
    }
    return this.find('css', `[data-date="${day}"]`);
  }
}
