// The − / number / + counter in Chromium: limits, refusal, keyboard.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { Counter } from '../../../src/ui/Counter';
import { renderWidget, waitFor, type Rendered } from '../support/render';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

const $ = <T extends Element = HTMLElement>(selector: string) => rendered!.shadowRoot.querySelector<T & Element>(selector);
const input = () => $<HTMLInputElement>('input')!;
const buttons = () => [...rendered!.shadowRoot.querySelectorAll<HTMLButtonElement>('button')];
const active = () => rendered!.shadowRoot.activeElement;

/** An owner that refuses counts above 2, as a room for two does. */
function Guests() {
  const [adults, setAdults] = useState(1);
  const [error, setError] = useState<string | null>(null);
  return (
    <Counter
      label="Adults"
      value={adults}
      max={2}
      fewerLabel="Remove one: Adults"
      moreLabel="Add one: Adults"
      error={error}
      onChange={(next) => {
        if (next > 2) {
          setError('Sleeps at most 2.');
          return false;
        }
        setError(null);
        setAdults(Math.max(0, Math.round(next)));
        return true;
      }}
    />
  );
}

describe('counter', () => {
  it('is a spinbutton named by its visible label, between named − and + buttons', async () => {
    rendered = renderWidget(<Guests />);
    await waitFor(() => $('input'));
    expect(input().getAttribute('type')).to.equal('number');
    const labelledBy = input().getAttribute('aria-labelledby')!.split(' ');
    expect(labelledBy.map((id) => rendered!.shadowRoot.getElementById(id)?.textContent)).to.deep.equal(['Adults']);
    expect(buttons().map((button) => button.textContent)).to.deep.equal(['−Remove one: Adults', '+Add one: Adults']);
  });

  it('disables + at the limit and refuses more with a message', async () => {
    rendered = renderWidget(<Guests />);
    await waitFor(() => $('input'));
    const [fewer, more] = buttons();
    more!.click();
    await waitFor(() => input().value === '2');
    expect(more!.getAttribute('aria-disabled')).to.equal('true');
    more!.click();
    const alert = await waitFor(() => $('[role="alert"]'));
    expect(alert.textContent).to.equal('Sleeps at most 2.');
    expect(input().value).to.equal('2');
    expect(input().getAttribute('aria-invalid')).to.equal('true');
    fewer!.click();
    await waitFor(() => input().value === '1');
    fewer!.click();
    await waitFor(() => input().value === '0');
    expect(fewer!.getAttribute('aria-disabled')).to.equal('true');
    expect($('[role="alert"]')).to.equal(null);
  });

  it('steps with the arrow keys in the field, and Tab reaches − and + in order', async () => {
    rendered = renderWidget(<Guests />);
    await waitFor(() => $('input'));
    input().focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => input().value === '2');
    await sendKeys({ press: 'ArrowUp' }); // the field's own maximum: no more
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => input().value === '1');
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal(buttons()[1]);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => input().value === '2');
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(active()).to.equal(buttons()[0]);
    await sendKeys({ press: 'Space' });
    await waitFor(() => input().value === '1');
  });

  it('refuses a typed excess and shows the kept count again; rounds a typed fraction', async () => {
    rendered = renderWidget(<Guests />);
    await waitFor(() => $('input'));
    input().focus();
    input().select();
    await sendKeys({ type: '3' });
    await waitFor(() => $('[role="alert"]'));
    expect(input().value).to.equal('1');
    input().select();
    await sendKeys({ type: '1.6' });
    await waitFor(() => input().value === '2' || input().value === '1.6');
    input().blur();
    await waitFor(() => input().value === '2');
  });
});
