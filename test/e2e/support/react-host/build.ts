// Builds the React host app with the project's own bundler (Rolldown, which
// Vite uses) into one ES module, once per test worker.
import { rolldown } from 'rolldown';
import { fileURLToPath } from 'node:url';

let built: Promise<string> | undefined;

export function reactHostScript(): Promise<string> {
  built ??= (async () => {
    const bundle = await rolldown({
      input: fileURLToPath(new URL('./app.tsx', import.meta.url)),
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      logLevel: 'silent',
    });
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    await bundle.close();
    return output[0].code;
  })();
  return built;
}
