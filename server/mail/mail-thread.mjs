// The mail thread's entry: a thread starts without the server's TypeScript
// loader, so it registers tsx itself before loading the mailer's code.
import { register } from 'tsx/esm/api';

register();
await import('./mail-worker.ts');
