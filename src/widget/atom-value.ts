// How the widget's components read atoms: a hand-written replacement of jotai's `useAtomValue`, kept
// for a measured reason (issue 48 asks one above 10 ms at 4x CPU). jotai 2.20's hook re-renders each
// reader once as it mounts, whether its value changed or not (a reducer update, which React cannot
// skip, at default priority). After step 1's first render, which React renders in slices
// (app/startup.ts stores the answers in transitions), that made React render every reader again in
// one task of the host page: 110-120 ms at 4x CPU on the phone profile, seen in traces of the
// script-tag page (commit ae0af92, scripts/bench/long-tasks.mjs). Here a reader renders again only
// when its value changed after it was drawn; test/browser/widget/atom-value.test.tsx counts the
// renders (with jotai's hook, twice as many). Re-measured 2026-11-29 on a 2-core machine shared with
// other builds: the whole page's JavaScript varied by +-300 ms between loads of one build, more than
// the task, so the figure above stands until a quiet machine measures it again. Import it from here,
// not from jotai (the lint says so); jotai's useSetAtom and useStore are used as published.
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
