import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const day = (o) => { const d = new Date(); d.setHours(12); d.setDate(d.getDate()+o); return d.toISOString().slice(0,10); };
for (const [w, name] of [[1280,'wide'],[390,'narrow']]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  await page.goto('http://localhost:4190/');
  const widget = page.locator('booking-widget');
  await widget.locator('[data-date]').first().waitFor();
  for (const o of [75, 77]) {
    const cell = widget.locator(`[data-date="${day(o)}"]`);
    for (let i=0;i<3 && await cell.count()===0;i++) await widget.getByRole('button',{name:/Další měsíc/}).first().click();
    await cell.click();
  }
  await widget.getByRole('button', { name: 'Rezervovat termín' }).click();
  await widget.getByRole('checkbox', { name: 'Pokoj Lípa', exact: true }).check();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/step2-${name}.png`, fullPage: true });
  await widget.getByLabel('Čas příjezdu').selectOption('16:00');
  await page.waitForTimeout(500);
  await widget.getByRole('button', { name: 'Pokračovat' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/step3-${name}.png`, fullPage: true });
}
await browser.close();
