// One guest's booking on the widget: one room (Pokoj Lípa), two adults,
// breakfast for both. Counts the guest's effort (clicks, key presses; the
// characters typed into fields are not counted, moving into a field is one
// click) and times two screen changes: step 1 -> step 2 with every object
// shown, and step 3's last action -> step 4. Step 4's own part (the book
// button) counts as pending while step 4 is the pending screen.

const OBJECTS = 5;

/** Clicks `locator` and resolves to ms until `condition(root)` holds after a DOM change. */
export function timedClick(locator, condition) {
  return locator.evaluate(
    (element, source) =>
      new Promise((resolve) => {
        const root = element.getRootNode();
        const holds = new Function('root', `return (${source})(root);`);
        const observer = new MutationObserver(() => {
          if (!holds(root)) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true });
        const started = performance.now();
        element.click();
      }),
    condition.toString(),
  );
}

export async function guestFlow(page, url, stay) {
  const effort = { clicks: 0, keys: 0, fields: 0 };
  const click = async (locator) => {
    effort.clicks += 1;
    await locator.click();
  };
  const choose = async (locator, option) => {
    effort.clicks += 2; // open the list, pick the option
    await locator.selectOption(option);
  };
  const type = async (locator, text) => {
    effort.clicks += 1;
    effort.fields += 1;
    await locator.fill(text);
  };

  await page.goto(url);
  const widget = page.locator('booking-widget');
  await widget.locator('.bw-calendar:not([aria-busy])').waitFor();
  for (const day of [stay.arrival, stay.departure]) {
    const cell = widget.locator(`[data-date="${day}"]`);
    while ((await cell.count()) === 0) await click(widget.getByRole('button', { name: /Další měsíc/ }));
    await click(cell);
  }
  const book = widget.getByRole('button', { name: 'Rezervovat termín' });
  await book.and(widget.locator(':not([aria-disabled="true"])')).waitFor();
  effort.clicks += 1;
  const stepTwoMs = await timedClick(
    book,
    (root) =>
      [...root.querySelectorAll('h2')].some((heading) => heading.textContent === 'Výběr ubytování') &&
      root.querySelectorAll('input[type="checkbox"]').length >= 5,
  );
  // Each room's card has its "Vybrat" band (a checkbox named by the word and the room).
  const shownObjects = await widget.getByRole('checkbox', { name: /^Vybrat / }).count();

  await click(widget.getByRole('checkbox', { name: 'Vybrat Pokoj Lípa', exact: true }));
  await click(widget.getByRole('button', { name: 'Přidat: Dospělí Pokoj Lípa' }));
  await click(widget.getByRole('button', { name: 'Přidat: Snídaně Pokoj Lípa' }));
  await click(widget.getByRole('button', { name: 'Přidat: Snídaně Pokoj Lípa' }));
  await choose(widget.getByLabel('Čas příjezdu'), '16:00');
  const next = widget.getByRole('button', { name: 'Pokračovat' });
  await next.and(widget.locator(':not([aria-disabled="true"])')).waitFor();
  await click(next);
  await widget.locator('form.bw-checkout__form').waitFor();

  await type(widget.getByLabel('Jméno', { exact: true }), 'Petr');
  await type(widget.getByLabel('Příjmení', { exact: true }), 'Svoboda');
  await type(widget.getByLabel('Ulice', { exact: true }).first(), 'Náměstí 5');
  await type(widget.getByLabel('Město', { exact: true }).first(), 'Tábor');
  await type(widget.getByLabel('PSČ', { exact: true }).first(), '390 01');
  await type(widget.getByLabel('E-mail', { exact: true }), 'petr@example.cz');
  await type(widget.getByLabel('Telefon', { exact: true }), '601 234 567');
  await choose(widget.getByLabel('Jak jste se o nás dozvěděli?'), { index: 1 });
  await click(widget.getByRole('checkbox', { name: /Souhlasím se zpracováním/ }));
  effort.clicks += 1;
  const stepFourMs = await timedClick(
    widget.getByRole('button', { name: 'Pokračovat' }),
    (root) => location.hash.includes('step-4') && !root.querySelector('form.bw-checkout__form') && root.querySelector('h2') !== null,
  );
  const stepThreeEffort = { ...effort };

  // Step 4: the book button, when step 4 exists (the pending screen has none).
  const bookButton = widget.getByRole('button', { name: /rezervovat|zaplatit|objednat/i });
  let stepFour = 'pending';
  if ((await bookButton.count()) > 0) {
    const terms = widget.getByRole('checkbox', { name: /storno podmínkami/ });
    if (await terms.count()) await click(terms);
    await click(bookButton.first());
    await page.waitForURL(/step-5|payment/, { timeout: 15_000 });
    stepFour = 'counted';
  }
  return {
    stepTwoMs,
    shownObjects,
    expectedObjects: OBJECTS,
    stepFourMs,
    effort: { ...effort, untilStepFour: stepThreeEffort, stepFour },
  };
}
