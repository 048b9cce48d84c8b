import { describe, expect, it } from 'vitest';
import { EDIT_FIXTURE } from '../../server/db/fixtures.ts';
import { readSettings } from '../../server/environment.ts';
import { DEFAULT_RATE_LIMITS, DEMO_RATE_LIMITS } from '../../server/extras.ts';

/** How `server/main.ts` reads its environment in each mode (README, Run it; docs/security.md). */

const provider = (env: Record<string, string>) => readSettings({ BOOKING_PUBLIC_URL: 'https://booking.example', ...env }, { demo: false });

describe('npm start', () => {
  it('serves none of the demo extras and limits everything unless told otherwise', () => {
    const settings = provider({});
    expect(settings.extras).toEqual({ debugEndpoints: false, outboxPage: false, paymentPage: false, loopbackReturnPages: false });
    expect(settings.freshEditToken).toBeUndefined();
    expect(settings.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(settings.publicUrl).toBe('https://booking.example');
  });

  it('turns each extra on by its own variable, the demo seed with a fresh edit link', () => {
    const settings = provider({ BOOKING_SEED_DEMO: '1', BOOKING_DEBUG_ENDPOINTS: '1', BOOKING_OUTBOX_PAGE: 'true', BOOKING_DEMO_PAYMENT: 'yes' });
    expect(settings.extras).toMatchObject({ debugEndpoints: true, outboxPage: true, paymentPage: true, loopbackReturnPages: false });
    expect(settings.freshEditToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(settings.extras.demoSeed?.editToken).toBe(settings.freshEditToken);
    expect(provider({ BOOKING_SEED_DEMO: '1' }).freshEditToken).not.toBe(settings.freshEditToken);
  });

  it.each([
    [{ BOOKING_PUBLIC_URL: '' }, 'BOOKING_PUBLIC_URL is required'],
    [{ BOOKING_PUBLIC_URL: 'http://booking.example' }, 'must start with https://'],
    [{ BOOKING_PUBLIC_URL: 'https://booking.example/widget' }, 'without a path'],
    [{ BOOKING_RETURN_ORIGINS: '["https://hotel.example"]' }, 'JSON object of api keys'],
    [{ BOOKING_RETURN_ORIGINS: '{"hotel": ["https://hotel.example/booking"]}' }, 'is not an origin'],
    [{ BOOKING_RATE_LIMIT_TOKENS: 'ten' }, 'BOOKING_RATE_LIMIT_TOKENS must be COUNT/SECONDS'],
    [{ BOOKING_MAX_CONNECTIONS: '0' }, 'BOOKING_MAX_CONNECTIONS'],
  ])('refuses to start with %o', (env, words) => {
    expect(() => provider(env)).toThrow(words);
  });

  it('reads return origins per key, limits and a trusted proxy', () => {
    const settings = provider({
      BOOKING_RETURN_ORIGINS: '{"hotel": ["https://hotel.example/", "https://www.hotel.example"]}',
      BOOKING_RATE_LIMIT_BOOKINGS: '5/60',
      BOOKING_RATE_LIMIT_REQUESTS: 'off',
      BOOKING_TRUST_PROXY: '1',
    });
    expect(settings.returnOrigins).toEqual({ hotel: ['https://hotel.example', 'https://www.hotel.example'] });
    expect(settings.rateLimits).toMatchObject({ bookings: { limit: 5, windowMs: 60_000 }, requests: null, tokens: DEFAULT_RATE_LIMITS.tokens });
    expect(settings.trustProxy).toBe('1');
  });

  it('takes cards through Stripe only with both its keys, and reads the hold (issue 51)', () => {
    expect(provider({}).payments).toEqual({ holdSeconds: 1800 });
    const stripe = provider({ BOOKING_STRIPE_SECRET_KEY: 'sk_test_1', BOOKING_STRIPE_WEBHOOK_SECRET: 'whsec_1', BOOKING_PAYMENT_HOLD_SECONDS: '600' });
    expect(stripe.payments).toEqual({ holdSeconds: 600, stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1' } });
    expect(() => provider({ BOOKING_STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow('BOOKING_STRIPE_SECRET_KEY and BOOKING_STRIPE_WEBHOOK_SECRET go together');
    expect(() => provider({ BOOKING_PAYMENT_HOLD_SECONDS: 'soon' })).toThrow('BOOKING_PAYMENT_HOLD_SECONDS');
  });
});

describe('npm run demo', () => {
  it('serves every extra with the published edit link, needs no public address and counts wrong tokens only', () => {
    const settings = readSettings({}, { demo: true });
    expect(settings.extras).toMatchObject({ debugEndpoints: true, outboxPage: true, paymentPage: true, loopbackReturnPages: true });
    expect(settings.extras.demoSeed?.editToken).toBe(EDIT_FIXTURE.editToken);
    expect(settings.publicUrl).toBeUndefined();
    expect(settings.rateLimits).toEqual(DEMO_RATE_LIMITS);
    expect(readSettings({ BOOKING_PUBLIC_URL: 'http://192.168.1.5:4173' }, { demo: true }).publicUrl).toBe('http://192.168.1.5:4173');
  });
});
