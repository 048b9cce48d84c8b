import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { Step3 } from '../../../src/screens/step-3';
import { sanitizeConsentHtml } from '../../../src/screens/step-3/consent-html';
import { DialCodePicker, type DialCodeOption } from '../../../src/ui/DialCodePicker';
import { TextInput } from '../../../src/ui/TextInput';
import type { MaskOptions } from '../../../src/ui/mask-options';
import { FIRST_LOAD_MS, renderWidget, waitFor, type Rendered } from '../support/render';

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

/** A parent whose value the test hands back when it likes: late, or from outside. */
function LaggingParent({ mask, reported, give }: { mask: MaskOptions; reported: string[]; give(set: (value: string) => void): void }) {
  const [value, setValue] = useState('');
  give(setValue);
  return (
    <>
      <TextInput id="masked" label="Amount" value={value} onChange={(typed) => reported.push(typed)} mask={mask} />
      <output id="value">{value}</output>
    </>
  );
}

// The fallback shown while imask loads is busy; the masked field is not.
const input = () => rendered!.shadowRoot.querySelector<HTMLInputElement>('#masked:not([aria-busy])');
const parentValue = () => rendered!.shadowRoot.querySelector('#value')!.textContent;
const fieldError = () => rendered!.shadowRoot.querySelector('.bw-field__error');

/**
 * Types into the focused field and waits until the parent holds what the
 * field shows: by then every earlier echo of the parent's value has come
 * back to the field too, so a value it wrongly took for new would show.
 */
async function typeAndSettle(field: HTMLInputElement, text: string, expected: string) {
  await sendKeys({ type: text });
  await waitFor(() => parentValue() === expected);
  expect(field.value).to.equal(expected);
}

describe('masked input', () => {
  it('takes numbers with a comma and two decimals and clamps to min on leaving', async () => {
    rendered = renderWidget(<Masked mask={{ kind: 'number', min: 10, max: 100 }} />);
    const field = await waitFor(input);
    field.focus();
    await typeAndSettle(field, '5.456', '5,45');
    rendered.shadowRoot.querySelector('button')!.focus();
    await waitFor(() => parentValue() === '10');
    expect(field.value).to.equal('10');
  });

  it('keeps every digit while typing, clamps to max on leaving and says so (SPEC 5); a minus sign only when negative', async () => {
    rendered = renderWidget(<Masked mask={{ kind: 'number', max: 100, negative: true }} />);
    const field = await waitFor(input);
    field.focus();
    await typeAndSettle(field, '-99', '-99');
    rendered.unmount();
    rendered = renderWidget(<Masked mask={{ kind: 'number', max: 100 }} />);
    const plain = await waitFor(input);
    plain.focus();
    // The minus is turned away; 123 stays as typed until the guest leaves the field.
    await typeAndSettle(plain, '-123', '123');
    expect(plain.getAttribute('aria-invalid')).to.equal(null);
    rendered.shadowRoot.querySelector('button')!.focus();
    await waitFor(() => parentValue() === '100');
    expect(plain.value).to.equal('100');
    const note = rendered.shadowRoot.querySelector('[role="status"]')!;
    expect(note.textContent).to.equal('Adjusted to the limit: 100');
    expect(plain.getAttribute('aria-describedby')).to.equal(note.id);
  });

  it('says "Invalid input" under the field for a rejected character, and undoes', async () => {
    rendered = renderWidget(<Masked mask={{ kind: 'number' }} />);
    const field = await waitFor(input);
    field.focus();
    await typeAndSettle(field, '12', '12');
    expect(fieldError()).to.equal(null);
    await sendKeys({ type: 'x' });
    const error = await waitFor(fieldError);
    expect(error.textContent).to.equal('Invalid input: x');
    expect(field.getAttribute('aria-describedby')).to.equal(error.id);
    expect(field.value).to.equal('12');
    await typeAndSettle(field, '3', '123');
    await waitFor(() => !fieldError());
    await sendKeys({ press: 'Control+z' });
    await waitFor(() => parentValue() === '12');
    expect(field.value).to.equal('12');
  });

  it('takes dates as dd.mm.yyyy within 1900-9999', async () => {
    rendered = renderWidget(<Masked mask={{ kind: 'date' }} />);
    const field = await waitFor(input);
    field.focus();
    await typeAndSettle(field, '24122026', '24.12.2026');
  });

  it('refuses a year before 1900', async () => {
    rendered = renderWidget(<Masked mask={{ kind: 'date' }} />);
    const field = await waitFor(input);
    field.focus();
    // The 8 of 18.. cannot begin a year from 1900: it is turned away, the 9s are taken.
    await typeAndSettle(field, '24121899', '24.12.199');
    rendered.shadowRoot.querySelector('button')!.focus();
    await waitFor(() => fieldError()?.textContent === 'Invalid input: 24.12.199');
    expect(field.value).to.equal('24.12.199');
  });

  it('keeps what the guest typed when the parent gives old values back late, and shows a value from outside', async () => {
    const reported: string[] = [];
    let setParentValue: (value: string) => void = () => {};
    rendered = renderWidget(<LaggingParent mask={{ kind: 'number', negative: true }} reported={reported} give={(set) => (setParentValue = set)} />);
    const field = await waitFor(input);
    field.focus();
    await sendKeys({ type: '-99' });
    const typed = [...reported];
    expect(typed).to.deep.equal(['-', '-9', '-99']);
    for (const late of typed) {
      setParentValue(late);
      // Each echo gets a render of its own before the next.
      await waitFor(() => parentValue() === late);
    }
    expect(field.value).to.equal('-99');
    setParentValue('42,5');
    await waitFor(() => parentValue() === '42,5');
    expect(field.value).to.equal('42,5');
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

describe('dial codes on step 3', () => {
  it('come from the phone library when the guest reaches for them: Czechia first, every country to search', async () => {
    rendered = renderWidget(<Step3 />, { lang: 'en', route: '/step-3' });
    const button = await waitFor(() => rendered!.shadowRoot.querySelector<HTMLButtonElement>('[aria-haspopup="dialog"]'));
    expect(button.textContent).to.equal('+420');
    // Nothing listed before the guest asks; the click opens the list once the library is in.
    expect(rendered.shadowRoot.querySelector('[role="listbox"]')).to.equal(null);
    button.click();
    const options = () => [...rendered!.shadowRoot.querySelectorAll('[role="option"]')].map((option) => option.textContent);
    await waitFor(() => options().length > 200, FIRST_LOAD_MS);
    expect(options()[0]).to.equal('Czechia +420');
    await waitFor(() => rendered!.shadowRoot.activeElement?.getAttribute('role') === 'combobox');
    await sendKeys({ type: 'germ' });
    await waitFor(() => options().length === 1);
    expect(options()).to.deep.equal(['Germany +49']);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => button.textContent === '+49');
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
