// How a widget tells its host page something (docs/embedding.md): a `bw-*`
// CustomEvent on the element, bubbling and composed so it leaves the shadow
// root. Small payloads and no personal data; the names are listed in
// src/embed/protocol.ts (HOST_EVENTS), which the iframe shim relays.
export function tellHost(host: HTMLElement, name: `bw-${string}`, detail: unknown = null): void {
  host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
}
