import type { Plugin } from 'vite';
import { build } from 'rolldown';

// The iframe protocol's two small scripts are classic scripts, not modules:
// embed.js must work from a plain <script src> on a legacy site and find its
// own folder through document.currentScript. Each is one minified IIFE with
// the protocol constants inlined, built with the widget (`vite build`) and
// written beside booking-widget.js.
const SCRIPTS = { 'embed.js': 'src/embed/shim.ts', 'embed-frame.js': 'src/embed/frame.ts' };

export function embedScripts(): Plugin {
  return {
    name: 'booking-widget:embed-scripts',
    apply: 'build',
    async generateBundle() {
      for (const [fileName, input] of Object.entries(SCRIPTS)) {
        const { output } = await build({ input, write: false, output: { format: 'iife', minify: true } });
        this.emitFile({ type: 'asset', fileName, source: output[0].code });
      }
    },
  };
}
