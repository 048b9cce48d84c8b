// Makes sure the three engines the tests drive are installed: Debian's
// chromium, firefox-esr and webkit2gtk-driver (with xvfb for its display).
// Installs the missing ones with apt when run as root, else stops with a clear
// message naming them.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { BROWSER_PACKAGES } from './browsers.mjs';

const missing = BROWSER_PACKAGES.filter((p) => !existsSync(p.path));
if (missing.length === 0) process.exit(0);

const names = missing.map((p) => p.name).join(' ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Missing for the browser tests: ${missing.map((p) => `${p.name} (${p.path})`).join(', ')}. ` +
      `Install them (Debian: sudo apt-get install -y ${names}) or set CHROMIUM_PATH, FIREFOX_PATH, ` +
      'WEBKIT_DRIVER_PATH, XVFB_PATH, then run the tests again.',
  );
  process.exit(1);
}

console.log(`Installing Debian's ${names} with apt-get ...`);
try {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names} xauth > /dev/null`, {
    stdio: 'inherit',
  });
} catch {
  console.error(`Could not install ${names} with apt-get. Install them by hand and retry.`);
  process.exit(1);
}
const still = missing.filter((p) => !existsSync(p.path));
if (still.length > 0) {
  console.error(`apt-get finished but ${still.map((p) => p.path).join(', ')} is still missing.`);
  process.exit(1);
}
