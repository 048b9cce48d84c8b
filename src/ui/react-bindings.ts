// React's API bound once to module constants, for the production build only
// (scripts/react-bindings.ts points ES-module imports of 'react' here; the dev
// server and tests use the package). React ships as CommonJS, so every call
// through the package is the interop `(0, react.useRef)(`; through these
// constants it is a short call: 47 bytes of step 1, 0.3 KB over every script.
// A name missing here fails the build (missing export), never the guest.
import * as React from 'react';

export default React;
export const {
  Component,
  Fragment,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  createElement,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  use,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
} = React;
