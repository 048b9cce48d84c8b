// The development counterpart of jsx-runtime.ts (dev server, component tests): React's own.
export { Fragment, jsxDEV } from 'react/jsx-dev-runtime';
