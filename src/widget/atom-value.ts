// How the widget's components read atoms. Import useAtomValue from here, not from jotai (the lint
// says so): jotai's own hook re-renders each reader once as it mounts, whether its value changed or
// not (a reducer update, which React cannot skip, at default priority). After step 1's first render,
// which React renders in slices (app/startup.ts stores the answers in transitions), that made React
// render every reader again in one task of the host page: 110-120 ms at 4x, measured on a phone
// profile (docs/benchmarks.md, "fifth session"). Here a reader renders again only when its value
// changed after it was drawn.
import { useEffect, useState } from 'react';
import { useStore, type Atom } from 'jotai';

interface Held<Value> {
  store: ReturnType<typeof useStore>;
  atom: Atom<Value>;
  value: Value;
}

/** The atom's value in the widget's store; the component renders again when it changes. */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const [held, setHeld] = useState<Held<Value>>(() => ({ store, atom, value: store.get(atom) }));
  useEffect(() => {
    // Returning the same object lets React skip the render altogether (no change, no work).
    const follow = () =>
      setHeld((before) => {
        const value = store.get(atom);
        return before.store === store && before.atom === atom && Object.is(before.value, value) ? before : { store, atom, value };
      });
    const stopFollowing = store.sub(atom, follow);
    // What changed between the render and now (an answer stored while React was still rendering):
    // at once, as jotai does (the screens' guards rely on it; a transition here sent a reload on
    // step 4 back to step 3). Unchanged, it costs no render.
    follow();
    return stopFollowing;
  }, [store, atom]);
  // Another atom or store than the one held (new props): its value now, held from the effect on.
  return held.store === store && held.atom === atom ? held.value : store.get(atom);
}
