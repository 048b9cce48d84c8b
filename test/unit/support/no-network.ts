// Unit tests reach no network. A call that a test left on its way after its
// fetch stub was removed (vi.unstubAllGlobals) fails at once, as a lost
// connection would, instead of asking the machine's resolver for `api.test`:
// on a machine without a network that can take seconds, and its retries
// would then land in the stubs of tests that run later.
globalThis.fetch = (input) => Promise.reject(new TypeError(`unit tests reach no network: ${String(input)}`));
