import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { Step3 } from '../../../src/steps/step-3';
import { sanitizeConsentHtml } from '../../../src/steps/step-3/consent-html';
import { DialCodePicker, type DialCodeOption } from '../../../src/ui/DialCodePicker';
import { TextInput } from '../../../src/ui/TextInput';
import type { MaskOptions } from '../../../src/ui/mask-options';
import { renderWidget, waitFor, type Rendered } from '../support/render';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

function Masked({ mask }: { mask: MaskOptions }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput id="masked" label="Amount" value={value} onChange={setValue} mask={mask} />
      <output id="value">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const input = () => rendered!.shadowRoot.querySelector<HTMLInputElement>('#masked:not([aria-busy])');

describe('masked input', () => {
  it('takes numbers with a comma and two decimals and clamps to min on leaving', async () => {
    rendered = renderWidget(<Masked mask={{ kind: 'number', min: 10, max: 100 }} />);
    const field = await waitFor(input);
    field.focus();
    await sendKeys({ type: '5.456' });
    expect(field.value).to.equal('5,45');
    rendered.shadowRoot.querySelector('button')!.focus();
    await waitFor(() => field.value === '10');
    await waitFor(() => rendered!.shadowRoot.querySelector('#value')!.textContent === '10');
  });

  it('refuses a number above max while typing and allows a minus sign only when negative', async () => {
    rendered = renderWidget(<Masked mask={{ kind: 'number', max: 100, negative: true }} />);
    const field = await waitFor(input);
    field.focus();
    await sendKeys({ type: '-99' });
    expect(field.value).to.equal('-99');
    rendered.unmount();
    rendered = renderWidget(<Masked mask={{ kind: 'number', max: 100 }} />);
    const plain = await waitFor(input);
    plain.focus();
    await sendKeys({ type: '-123' });
    expect(plain.value).to.equal('12');
  });

  it('says "Invalid input" under the field for a rejected character, and undoes', async () => {
    rendered = renderWidget(<Masked mask={{ kind: 'number' }} />);
    const field = await waitFor(input);
    field.focus();
    await sendKeys({ type: '12' });
    await sendKeys({ type: 'x' });
    const error = await waitFor(() => rendered!.shadowRoot.querySelector('.bw-field__error'));
    expect(error.textContent).to.equal('Invalid input: x');
    expect(field.getAttribute('aria-describedby')).to.equal(error.id);
    expect(field.value).to.equal('12');
    await sendKeys({ type: '3' });
    await sendKeys({ press: 'Control+z' });
    await waitFor(() => field.value === '12');
  });

  it('takes dates as dd.mm.yyyy within 1900-9999', async () => {
    rendered = renderWidget(<Masked mask={{ kind: 'date' }} />);
    const field = await waitFor(input);
    field.focus();
    await sendKeys({ type: '24122026' });
    await waitFor(() => field.value === '24.12.2026');
  });
});

const OPTIONS: DialCodeOption[] = [
  { country: 'CZ', name: 'Česko', dialCode: '420' },
  { country: 'SK', name: 'Slovensko', dialCode: '421' },
  { country: 'DE', name: 'Německo', dialCode: '49' },
];

function Picker() {
  const [dialCode, setDialCode] = useState('420');
  return (
    <DialCodePicker id="dial" label="Předvolba" searchLabel="Hledat" noMatchText="Nic" options={OPTIONS} value={dialCode} onChange={(option) => setDialCode(option.dialCode)} />
  );
}

describe('dial-code picker', () => {
  it('defaults to +420, filters by name or code and is usable by keyboard', async () => {
    rendered = renderWidget(<Picker />);
    const button = await waitFor(() => rendered!.shadowRoot.querySelector<HTMLButtonElement>('#dial'));
    expect(button.textContent).to.equal('+420');
    button.click();
    const search = await waitFor(() => rendered!.shadowRoot.querySelector<HTMLInputElement>('[role="combobox"]'));
    await waitFor(() => rendered!.shadowRoot.activeElement === search);
    await sendKeys({ type: 'nem' });
    await waitFor(() => rendered!.shadowRoot.querySelectorAll('[role="option"]').length === 1);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '+42' });
    await waitFor(() => rendered!.shadowRoot.querySelectorAll('[role="option"]').length === 2);
    await sendKeys({ press: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).to.equal(rendered.shadowRoot.querySelectorAll('[role="option"]')[1]!.id);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => button.textContent === '+421');
    await waitFor(() => rendered!.shadowRoot.activeElement === button);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });
});

describe('step 3 form', () => {
  it('moves focus to the first invalid field on continue and shows the form error line', async () => {
    rendered = renderWidget(<Step3 />, { lang: 'en', route: '/step-3' });
    const submit = await waitFor(() => rendered!.shadowRoot.querySelector<HTMLButtonElement>('button[type="submit"]'));
    const lastName = rendered.shadowRoot.querySelector<HTMLInputElement>('#bw-checkout-billingAddress-lastName')!;
    lastName.focus();
    await sendKeys({ type: 'Svoboda' });
    submit.click();
    const first = rendered.shadowRoot.querySelector<HTMLInputElement>('#bw-checkout-billingAddress-firstName')!;
    await waitFor(() => rendered!.shadowRoot.activeElement === first);
    expect(first.getAttribute('aria-invalid')).to.equal('true');
    expect(rendered.shadowRoot.getElementById(first.getAttribute('aria-describedby')!)!.textContent).to.equal('Required field');
    expect(rendered.shadowRoot.querySelector('[role="alert"]')!.textContent).to.contain('The form has errors');
    expect(lastName.hasAttribute('aria-invalid')).to.equal(false);
  });
});

describe('consent text', () => {
  it('keeps links, opens them in a new tab, and drops scripts and handlers', () => {
    const html = sanitizeConsentHtml(
      'I agree to the <a href="https://hotel.example/gdpr" onclick="alert(1)">policy</a><script>alert(2)</script><img src=x onerror="alert(3)">.',
    );
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const link = holder.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('https://hotel.example/gdpr');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(link.hasAttribute('onclick')).to.equal(false);
    expect(holder.querySelector('script, img')).to.equal(null);
    expect(holder.textContent).to.equal('I agree to the policy.');
    expect(sanitizeConsentHtml('<a href="javascript:alert(1)">x</a>')).to.not.contain('javascript:');
  });
});
