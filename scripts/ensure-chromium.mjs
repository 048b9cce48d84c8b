// Makes sure Debian's Chromium is installed for the browser tests; installs it
// with apt when missing and the machine allows it, else stops with a clear message.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromium.mjs';

if (existsSync(CHROMIUM_PATH)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${CHROMIUM_PATH}. Install it (Debian: sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}

console.log('Chromium is missing: installing Debian\'s chromium package with apt-get ...');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} catch {
  console.error('Could not install Chromium with apt-get. Install the "chromium" package by hand and retry.');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing. Set CHROMIUM_PATH.`);
  process.exit(1);
}
