// Where the browser tests find Chromium: Debian's package (Playwright cannot
// download its own browsers here). CHROMIUM_PATH overrides.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// The component and end-to-end tests drive Chromium's headless shell (Debian's
// chromium-headless-shell: the same Blink and V8 build, without the browser's
// windows and its own pages), as Playwright does by default for headless runs.
// The full browser spends about a third more CPU on the same tests (281 s
// against 195 s on five e2e files, measured in a cgroup), and the test stages
// are bound by two cores. The engines suite, the bench and the screenshots keep
// the full browser a guest runs. HEADLESS_SHELL_PATH overrides.
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
