// Component tests in real (Debian) Chromium. Sources go through Vite in
// middleware mode, so the Lingui macro, .po catalogs and `?inline` CSS work
// exactly as in the build.
import { createServer } from 'vite';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/chromium.mjs';

const WTR_PATHS = ['/__web-dev-server', '/__web-test-runner'];
let vite;

function viteMiddleware() {
  return {
    name: 'vite-middleware',
    async serverStart({ app }) {
      vite = await createServer({
        configFile: 'vite.config.ts',
        logLevel: 'warn',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        // Everything pre-bundled up front: a dependency discovered mid-run is
        // re-optimized under a new hash and two Reacts end up on the page.
        optimizeDeps: {
          exclude: ['@web/test-runner-commands'],
          entries: ['test/browser/**/*.test.{ts,tsx}'],
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'jotai',
            'jotai/utils',
            'wouter',
            '@lingui/core',
            '@lingui/react',
            'chai',
            'date-fns',
            '@floating-ui/dom',
            '@r2wc/react-to-web-component',
            'valibot',
            'imask',
            'libphonenumber-js/min',
            'dompurify',
            'lean-qr',
          ],
        },
        resolve: { dedupe: ['react', 'react-dom'] },
        plugins: [
          {
            name: 'wtr-externals',
            resolveId: (id) => (id.startsWith('/__web-dev-server') ? { id, external: true } : null),
          },
        ],
      });
      app.use(async (ctx, next) => {
        if (ctx.path === '/' || WTR_PATHS.some((prefix) => ctx.path.startsWith(prefix))) return next();
        const handled = await new Promise((resolve, reject) => {
          ctx.res.once('finish', () => resolve(true));
          vite.middlewares(ctx.req, ctx.res, (error) => (error ? reject(error) : resolve(false)));
        });
        if (handled) ctx.respond = false;
        else await next();
      });
    },
    async serverStop() {
      await vite?.close();
    },
  };
}

export default {
  files: ['test/browser/**/*.test.tsx', 'test/browser/**/*.test.ts'],
  nodeResolve: false,
  concurrency: 2,
  testsFinishTimeout: 240000,
  testFramework: { config: { timeout: 15000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  plugins: [viteMiddleware()],
};
