// The widget's atom reader (src/widget/atom-value.ts) in React 19: a reader renders once as it
// mounts, not twice as with jotai's own hook, and still follows every change, including one made
// between its render and its subscription.
import { expect } from 'chai';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { atom, createStore, Provider } from 'jotai';
import { useAtomValue } from '../../../src/widget/atom-value';
import { waitFor } from '../support/render';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function mount(ui: React.ReactNode): { host: HTMLElement; unmount: () => void } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(ui));
  return {
    host,
    unmount: () => {
      root.unmount();
      host.remove();
    },
  };
}

describe('useAtomValue (the widget’s atom reader)', () => {
  it('renders a reader once as it mounts when nothing changed', async () => {
    const store = createStore();
    const price = atom(1200);
    let renders = 0;
    function Price() {
      renders += 1;
      return <p>{useAtomValue(price)}</p>;
    }
    const { host, unmount } = mount(
      <Provider store={store}>
        {Array.from({ length: 5 }, (_, index) => (
          <Price key={index} />
        ))}
      </Provider>,
    );
    await settle();
    expect(renders).to.equal(5);
    expect(host.textContent).to.equal('12001200120012001200');
    unmount();
  });

  it('follows every change of the value and of a derived one', async () => {
    const store = createStore();
    const nights = atom(2);
    const label = atom((get) => `${get(nights)} nights`);
    function Stay() {
      return <p>{useAtomValue(label)}</p>;
    }
    const { host, unmount } = mount(
      <Provider store={store}>
        <Stay />
      </Provider>,
    );
    store.set(nights, 3);
    await waitFor(() => host.textContent === '3 nights');
    store.set(nights, 7);
    await waitFor(() => host.textContent === '7 nights');
    unmount();
  });

  it('catches up with a change made after its render and before it subscribed', async () => {
    const store = createStore();
    const free = atom('loading');
    function Reader() {
      return <p>{useAtomValue(free)}</p>;
    }
    // A layout effect runs in the commit, before passive effects: the reader has drawn 'loading'
    // and has not subscribed yet (as when an answer is stored while React renders step 1).
    function Setter() {
      useLayoutEffect(() => store.set(free, 'free'), []);
      return null;
    }
    const { host, unmount } = mount(
      <Provider store={store}>
        <Reader />
        <Setter />
      </Provider>,
    );
    await waitFor(() => host.textContent === 'free');
    unmount();
  });
});
