// The footer's provider is a setting of the build (issue 21, point 5): a
// build never ships a made-up address.
import { describe, expect, it } from 'vitest';
import { providerFromEnv } from '../../scripts/provider';

describe('the provider a build names in the footer', () => {
  it('is plain text without an address when the build is given none', () => {
    expect(providerFromEnv({})).toEqual({ name: 'Booking Widget', url: '' });
  });

  it("is the provider's own name and address when given", () => {
    expect(providerFromEnv({ BW_PROVIDER_NAME: 'Hotelsoft', BW_PROVIDER_URL: 'https://hotelsoft.cz/rezervace' })).toEqual({
      name: 'Hotelsoft',
      url: 'https://hotelsoft.cz/rezervace',
    });
  });

  it("is the demo's own page in the demo and the tests", () => {
    expect(providerFromEnv({ BW_DEMO: '1' })).toEqual({ name: 'Booking Widget', url: '/provider.html' });
  });

  it('refuses an address a guest could not follow safely', () => {
    for (const url of ['http://hotelsoft.cz', 'hotelsoft.cz', 'javascript:alert(1)', 'https://', '//evil.example']) {
      expect(() => providerFromEnv({ BW_PROVIDER_URL: url }), url).toThrow(/BW_PROVIDER_URL/);
    }
  });
});
