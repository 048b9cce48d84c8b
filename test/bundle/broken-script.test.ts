// The check of step-1.test.ts fails on a broken built script: here a copy of
// dist/ whose booking-widget.js ends halfway, as a build or an upload cut short
// would leave it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DIST, openWidgetPage } from './support/widget-page.ts';

const folder = mkdtempSync(join(tmpdir(), 'bw-broken-'));
// A `dist` folder: the bundle tests' config loads such scripts with Node's own loader.
const broken = join(folder, 'dist');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('a built script cut short shows no widget: loading it fails', async () => {
  cpSync(DIST, broken, { recursive: true });
  const script = join(broken, 'booking-widget.js');
  const code = readFileSync(script, 'utf8');
  writeFileSync(script, code.slice(0, Math.round(code.length / 2)));
  await expect(openWidgetPage(broken)).rejects.toThrow(SyntaxError);
  expect(document.querySelector('booking-widget')?.shadowRoot ?? null).toBeNull();
});
