// The phone profile's numbers (issue 17), shared by the bench (phone.mjs) and the tests that run a
// page as on a phone (test/e2e/host-page.spec.ts): a 390 x 844 viewport, the CPU slowed 4x, every
// request 150 ms away, and the guest's pause on each screen before a timed click.
export const PHONE = { viewport: { width: 390, height: 844 }, cpu: 4, latencyMs: 150, pauseMs: 4000 };
