// The booking link's token (issue 50): the attribute wins, else the page's
// query parameter by any capitalisation; nothing from a page without one.
import { describe, expect, it } from 'vitest';
import { manageTokenOf } from '../../src/config/manage-token';

describe('the booking link token', () => {
  it('comes from the attribute, else the page address', () => {
    expect(manageTokenOf(' attr-token ', 'https://hotel.example/?manage_token=query-token#/booking')).toBe('attr-token');
    expect(manageTokenOf(null, 'https://hotel.example/?lang=de&Manage_Token=query-token#/booking')).toBe('query-token');
    expect(manageTokenOf('', 'https://hotel.example/iframe.html?manage_token=q#/booking')).toBe('q');
  });

  it('is empty without one, or for an address it cannot read', () => {
    expect(manageTokenOf(null, 'https://hotel.example/#/booking')).toBe('');
    expect(manageTokenOf(null, 'not an address')).toBe('');
  });
});
