// What src/element/element.ts relies on in r2wc beyond its documentation (the note at the top of
// that file), checked against r2wc itself: an r2wc upgrade that changes one of them fails here
// before it breaks the widget in a way no other test names.
import { expect } from 'chai';
import r2wc from '@r2wc/react-to-web-component';
import { waitFor } from '../support/render';

interface Probe {
  renders: number;
}

type R2wcBase = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

let defined = 0;
const elements: HTMLElement[] = [];
afterEach(() => elements.splice(0).forEach((element) => element.remove()));

/** An r2wc element class as element.ts makes one: a "method" prop, the lifecycle in the subclass's hands. */
function probeElement(probe: Probe) {
  function Shown({ widgetInstance }: { widgetInstance?: () => string }) {
    probe.renders += 1;
    return <p>{widgetInstance?.() ?? 'no method'}</p>;
  }
  const Base = r2wc(Shown, { shadow: 'open', props: { widgetInstance: 'method' } }) as unknown as R2wcBase;
  class ProbeElement extends Base {
    static get observedAttributes(): string[] {
      return ['api-key'];
    }
    declare attachedBy: ShadowRootInit[];
    mountWhenConnected = false;
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      // Called from r2wc's constructor, before this class's fields exist.
      (this.attachedBy ??= []).push(init);
      return super.attachShadow(init);
    }
    widgetInstance(): string {
      return `instance of ${this.id}`;
    }
    override connectedCallback(): void {
      if (this.mountWhenConnected) super.connectedCallback();
    }
    mount(): void {
      super.connectedCallback();
    }
    attributeChangedCallback(): void {}
  }
  const tag = `r2wc-probe-${(defined += 1)}`;
  customElements.define(tag, ProbeElement);
  return () => {
    const element = document.createElement(tag) as ProbeElement;
    elements.push(element);
    return element;
  };
}

const frames = (count: number) => new Promise<void>((resolve) => {
  const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
  next(count);
});

describe('r2wc as the element uses it', () => {
  it('attaches its open shadow root through this.attachShadow, which the element takes over for the pre-start', () => {
    const element = probeElement({ renders: 0 })();
    expect((element as unknown as { attachedBy: ShadowRootInit[] }).attachedBy).to.deep.equal([{ mode: 'open' }]);
    expect(element.shadowRoot).not.to.equal(null);
  });

  it('mounts React only in its connectedCallback, passes the element\'s method bound, and unmounts in disconnectedCallback', async () => {
    const probe = { renders: 0 };
    const element = probeElement(probe)() as HTMLElement & { mount(): void; mountWhenConnected: boolean };
    element.id = 'hotel';
    document.body.append(element);
    await frames(3);
    // Connected, but r2wc's connectedCallback not called yet: nothing rendered (element.ts mounts a task later).
    expect(probe.renders).to.equal(0);
    expect(element.shadowRoot!.childNodes).to.have.length(0);

    element.mount();
    await waitFor(() => element.shadowRoot!.textContent === 'instance of hotel');

    element.remove();
    await waitFor(() => element.shadowRoot!.childNodes.length === 0);
  });

  it('renders again on an attribute change only through its own attributeChangedCallback, which the element does not call', async () => {
    const probe = { renders: 0 };
    const element = probeElement(probe)() as HTMLElement & { mountWhenConnected: boolean };
    element.mountWhenConnected = true;
    document.body.append(element);
    await waitFor(() => probe.renders > 0);
    const renders = probe.renders;
    element.setAttribute('api-key', 'demo');
    element.setAttribute('widget-instance', 'x');
    element.removeAttribute('api-key');
    await frames(3);
    expect(probe.renders).to.equal(renders);
  });
});
