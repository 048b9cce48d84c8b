// The ids of one catalog, shared by its languages' modules (scripts/catalogs-plugin.ts).
declare module 'virtual:catalog-ids/*' {
  import type { Messages } from '@lingui/core';
  /** A language's texts, in the ids' order, as the catalog Lingui loads. */
  export function messagesOf(texts: readonly unknown[]): Messages;
}
