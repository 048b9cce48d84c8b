// Where the tests find their three engines: Debian's packages, because
// Playwright cannot download its own browser builds here. Each path can be
// overridden by an environment variable.
export { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.mjs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
// WebKitGTK's MiniBrowser is the browser WebKitWebDriver starts (it has no
// headless mode, hence Xvfb).
export const WEBKIT_BROWSER_PATH =
  process.env.WEBKIT_BROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = process.env.XVFB_PATH || '/usr/bin/Xvfb';

/** Each Debian package and the file that shows it is installed. */
export const BROWSER_PACKAGES = [
  { name: 'chromium', path: CHROMIUM_PATH },
  { name: 'chromium-headless-shell', path: HEADLESS_SHELL_PATH },
  { name: 'firefox-esr', path: FIREFOX_PATH },
  { name: 'webkit2gtk-driver', path: WEBKIT_DRIVER_PATH },
  { name: 'xvfb', path: XVFB_PATH },
];
