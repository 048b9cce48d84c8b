import { describe, expect, it } from 'vitest';
import { createHashLocation, createMemoryLocation } from '../../../src/widget/location';
import { returnUrl, returnUrls } from '../../../src/screens/step-4/return-urls';

const page = (href: string) => ({ location: new URL(href), history: {}, addEventListener() {}, removeEventListener() {} }) as unknown as Window;

describe('where the card payment returns to', () => {
  it("is the host page's address with the widget's own route in the hash", () => {
    const url = 'https://hotel.example/booking?lang=cs#/step-4';
    expect(returnUrls(url, createHashLocation(page(url), ''))).toEqual({
      successUrl: 'https://hotel.example/booking?lang=cs#/step-5',
      failureUrl: 'https://hotel.example/booking?lang=cs#/payment-failed',
    });
  });

  it("keeps other widgets' routes beside this widget's", () => {
    const url = 'https://hotel.example/#other=%2Fstep-2&main=%2Fstep-4';
    expect(returnUrls(url, createHashLocation(page(url), 'main'))?.successUrl).toBe(
      'https://hotel.example/#other=%2Fstep-2&main=%2Fstep-5',
    );
  });

  it('is none with memory routing: nothing in the address could bring the guest back', () => {
    expect(returnUrls('https://hotel.example/', createMemoryLocation('/step-4'))).toBeNull();
    expect(returnUrl('https://hotel.example/#x', '/step-5')).toBe('');
  });
});
