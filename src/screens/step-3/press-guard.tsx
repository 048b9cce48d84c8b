// Keeps a press where the guest aimed it. Leaving a field reveals its error,
// and a revealed error moves everything below it. When the field is left BY
// a press (pointer down on the consent box or on Continue), the error would
// appear between pointerdown and pointerup, the target would slide away under
// the finger and the click would land on nothing: a lost tap, seen in every
// engine. So errors revealed during a press wait until the press is over.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';

type AfterPress = (reveal: () => void) => void;

/** A press that never ends inside the form (dragged out) still reveals within this time. */
const LONGEST_PRESS_MS = 2000;

const PressGuardContext = createContext<AfterPress>((reveal) => reveal());
export const PressGuardProvider = PressGuardContext.Provider;

/** Runs `reveal` now, or right after the press in progress (its click included). */
export const useAfterPress = (): AfterPress => useContext(PressGuardContext);

/** Handlers for the form's outer element, and the `afterPress` its fields use. */
export function usePressGuard() {
  const pressing = useRef(false);
  const waiting = useRef<Array<() => void>>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    pressing.current = false;
    const reveals = waiting.current;
    waiting.current = [];
    for (const reveal of reveals) reveal();
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const afterPress = useCallback<AfterPress>(
    (reveal) => {
      if (!pressing.current) return reveal();
      waiting.current.push(reveal);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, LONGEST_PRESS_MS);
    },
    [flush],
  );

  const handlers = useMemo(
    () => ({
      onPointerDownCapture: () => {
        pressing.current = true;
      },
      // The click follows pointerup in the same interaction: reveal after it.
      onPointerUpCapture: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, 0);
      },
      onPointerCancelCapture: flush,
    }),
    [flush],
  );
  return { handlers, afterPress };
}
