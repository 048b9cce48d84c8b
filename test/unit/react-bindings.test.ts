// The build's short React bindings (scripts/react-bindings.ts): ES-module
// importers get them, React's own CommonJS packages keep the real package.
import { describe, expect, it } from 'vitest';
import { REACT_BINDINGS, reactImportTarget } from '../../scripts/react-bindings';

describe('reactImportTarget', () => {
  it("points the widget's and its ES-module libraries' imports of react at the bindings", () => {
    expect(reactImportTarget('react', '/w/src/steps/step-1/Step1.tsx')).toBe(REACT_BINDINGS);
    expect(reactImportTarget('react', '/w/node_modules/jotai/esm/react.mjs')).toBe(REACT_BINDINGS);
    expect(reactImportTarget('react', '/w/node_modules/wouter/src/react-deps.js')).toBe(REACT_BINDINGS);
  });

  it("leaves React's own packages, the bindings themselves and other imports alone", () => {
    expect(reactImportTarget('react', '/w/node_modules/react-dom/cjs/react-dom-client.production.js')).toBeNull();
    expect(reactImportTarget('react', '/w/node_modules/react/cjs/react-jsx-runtime.production.js')).toBeNull();
    expect(reactImportTarget('react', REACT_BINDINGS)).toBeNull();
    expect(reactImportTarget('react-dom/client', '/w/src/element/element.ts')).toBeNull();
    expect(reactImportTarget('react', undefined)).toBeNull();
  });
});
