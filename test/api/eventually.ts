/** Asks again every 100 ms until `check` answers something (a gateway's notification is on its way), for up to `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`nothing within ${ms} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
