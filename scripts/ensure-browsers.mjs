// Makes sure the three engines the tests drive are installed: Debian's
// chromium, firefox-esr and webkit2gtk-driver (with xvfb for its display).
// Installs the missing ones with apt when run as root, else stops with a clear
// message naming them.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';
import { BROWSER_PACKAGES } from './browsers.mjs';

const missing = BROWSER_PACKAGES.filter((p) => !existsSync(p.path));
if (missing.length === 0) process.exit(0);

try {
  aptInstall([...missing.map((p) => p.name), 'xauth'], {
    what: `the browser tests (${missing.map((p) => p.path).join(', ')})`,
    hint: 'or set CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH',
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const still = missing.filter((p) => !existsSync(p.path));
if (still.length > 0) {
  console.error(`apt-get finished but ${still.map((p) => p.path).join(', ')} is still missing.`);
  process.exit(1);
}
