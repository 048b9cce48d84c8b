// The check of step-1.test.ts fails on a broken built script: here a copy of
// dist/ whose booking-widget.js carries what a library-notes edit that missed
// its literal's end would write.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DIST, openWidgetPage } from './support/widget-page.ts';

const folder = mkdtempSync(join(tmpdir(), 'bw-broken-'));
// A `dist` folder: the bundle tests' config loads such scripts with Node's own loader.
const broken = join(folder, 'dist');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('a built script with a string left open shows no widget: loading it fails', async () => {
  cpSync(DIST, broken, { recursive: true });
  const script = join(broken, 'booking-widget.js');
  const note = /`\[lingui\] uncompiled message: \$\{\w+\}`/;
  const code = readFileSync(script, 'utf8');
  expect(code).toMatch(note);
  writeFileSync(script, code.replace(note, '"[lingui] uncompiled message'));
  await expect(openWidgetPage(broken)).rejects.toThrow(/missing \) after argument list/);
  expect(document.querySelector('booking-widget')?.shadowRoot ?? null).toBeNull();
});
