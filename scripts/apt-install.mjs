// Installs Debian packages with apt-get when run as root, else stops with a
// message that names them. Two of the project's scripts may install at the
// same time (the browsers and PostgreSQL, from stages that run side by side):
// flock makes the second wait for the first, since apt-get would otherwise
// fail on apt's own lock.
import { execFileSync } from 'node:child_process';

const LOCK = '/tmp/booking-widget-apt.lock';

/** `packages`: Debian package names; `what`: what they are for, for the messages; `hint`: how to do without. */
export function aptInstall(packages, { what, hint = '' }) {
  const names = packages.join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`Missing for ${what}: ${names}. Install them (Debian: sudo apt-get install -y ${names})${hint ? ` ${hint}` : ''}, then run the tests again.`);
  }
  console.log(`Installing Debian's ${names} with apt-get ...`);
  const script = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 ${names} > /dev/null`;
  try {
    execFileSync('flock', [LOCK, 'sh', '-c', script], { stdio: 'inherit' });
  } catch {
    throw new Error(`Could not install ${names} with apt-get. Install them by hand and retry.`);
  }
}
