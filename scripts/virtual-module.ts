// A module the build makes up (`virtual:...`): Vite's convention is to resolve its id to the
// same id behind a NUL byte, so no other plugin takes it for a file.
import type { Plugin } from 'vite';

/** A plugin that serves `code()` as the module `id`. */
export function virtualModule(name: string, id: string, code: () => string): Plugin {
  const resolved = `\0${id}`;
  return {
    name,
    resolveId: (asked) => (asked === id ? resolved : null),
    load: (asked) => (asked === resolved ? code() : null),
  };
}
