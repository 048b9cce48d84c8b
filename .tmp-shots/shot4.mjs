import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const day = (o) => { const d = new Date(); d.setHours(12); d.setDate(d.getDate()+o); return d.toISOString().slice(0,10); };
const w = Number(process.argv[2] ?? 1280);
const page = await browser.newPage({ viewport: { width: w, height: 900 } });
await page.goto('http://localhost:4190/');
const widget = page.locator('booking-widget');
await widget.locator('[data-date]').first().waitFor();
for (const o of [Number(process.argv[3] ?? 79), Number(process.argv[3] ?? 79) + 2]) {
  const cell = widget.locator(`[data-date="${day(o)}"]`);
  for (let i=0;i<6 && await cell.count()===0;i++) await widget.getByRole('button',{name:/Další měsíc/}).first().click();
  await cell.click();
}
await widget.getByRole('button', { name: 'Rezervovat termín' }).click();
await widget.getByRole('checkbox', { name: 'Pokoj Lípa', exact: true }).check();
await widget.getByLabel('Čas příjezdu').selectOption('16:00');
await page.waitForTimeout(600);
await widget.getByRole('button', { name: 'Pokračovat' }).click();
await widget.getByLabel('Jméno', { exact: true }).fill('Petr');
await widget.getByLabel('Příjmení', { exact: true }).fill('Svoboda');
await widget.getByLabel('Ulice', { exact: true }).first().fill('Náměstí 5');
await widget.getByLabel('Město', { exact: true }).first().fill('Tábor');
await widget.getByLabel('PSČ', { exact: true }).first().fill('390 01');
await widget.getByLabel('E-mail', { exact: true }).fill('petr@example.cz');
await widget.getByLabel('Telefon', { exact: true }).fill('601 234 567');
await widget.getByLabel('Jak jste se o nás dozvěděli?').selectOption({ index: 1 });
await widget.getByRole('checkbox', { name: /Souhlasím/ }).check();
await widget.getByRole('button', { name: 'Pokračovat' }).click();
await page.waitForTimeout(1200);
await page.screenshot({ path: `/tmp/step4-${w}.png`, fullPage: true });
if (process.argv[4] === 'book') {
  await widget.getByRole('button', { name: /rezervovat/i }).last().click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/step5-${w}.png`, fullPage: true });
}
await browser.close();
