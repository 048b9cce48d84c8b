// Two builds of the widget side by side: `node scripts/bench/ab.mjs <dist A> <dist B> [loads]`.
// Cold loads of each build alternate (A first in even rounds, B first in odd ones), on the phone's
// CPU (4x) with its 150 ms round trip and at 1x, in Czech, from one reference server. Prints the
// median first day cells and interactive moments of each and the paired ratio B / A with its 95 %
// interval (stats.mjs): the check that a change did not make the first day cells later (issues 32
// and 33). Build A from an older commit in a worktree (`BW_DEMO=1 npx vite build`) and copy its dist/.
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { coldLoad } from './loads.mjs';
import { startBenchPages } from './pages.mjs';
import { PHONE } from './phone.mjs';
import { startReferenceServer } from './server.mjs';
import { median, pairedRatio } from './stats.mjs';

const [distA, distB, loadsArg] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: node scripts/bench/ab.mjs <dist A> <dist B> [loads per build, default 15]');
  process.exit(2);
}
const LOADS = Number(loadsArg ?? 15);
const PROFILES = [
  { name: '4x CPU, 150 ms away', cpu: PHONE.cpu, latencyMs: PHONE.latencyMs },
  { name: '1x CPU', cpu: 1, latencyMs: 0 },
];

const api = await startReferenceServer(0);
const apiBase = `${api.origin}/api`;
const builds = {
  A: await startBenchPages({ port: Number(process.env.BENCH_PORT ?? 4191) + 2, distDir: resolve(distA), peerDir: resolve(distA), apiBase }),
  B: await startBenchPages({ port: Number(process.env.BENCH_PORT ?? 4191) + 3, distDir: resolve(distB), peerDir: resolve(distB), apiBase }),
};
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const profile of PROFILES) {
    const loads = { A: [], B: [] };
    for (let round = 0; round < LOADS; round++) {
      for (const build of round % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
        loads[build].push(await coldLoad(browser, `${builds[build].origin}/ours.html`, 'ours', profile.cpu, profile.latencyMs));
      }
    }
    for (const moment of ['cells', 'ready']) {
      const a = loads.A.map((load) => load[moment]);
      const b = loads.B.map((load) => load[moment]);
      const ratio = pairedRatio(b, a);
      console.log(
        `${profile.name}, ${moment === 'cells' ? 'first day cells' : 'interactive'}: A ${median(a).toFixed(0)} ms, B ${median(b).toFixed(0)} ms; ` +
          `B / A ${ratio.median.toFixed(2)} (95 %: ${ratio.low.toFixed(2)}-${ratio.high.toFixed(2)}), ${LOADS} loads each`,
      );
    }
  }
} finally {
  await browser.close();
  for (const build of Object.values(builds)) await build.close();
  await api.stop();
}
