import { describe, expect, it } from 'vitest';
import { createMemoryLocation, formatHashRoutes, parseHashRoutes, splitRoute } from '../../src/widget/location';

describe('hash routes', () => {
  it('reads a plain route as the route of the widget without an id', () => {
    expect(parseHashRoutes('#/step-2')).toEqual(new Map([['', '/step-2']]));
  });

  it('reads keyed routes of several widgets', () => {
    const routes = parseHashRoutes('#widget-cs=%2Fstep-2&widget-en=%2Ferror%3Fmsg%3DOops');
    expect(routes.get('widget-cs')).toBe('/step-2');
    expect(routes.get('widget-en')).toBe('/error?msg=Oops');
  });

  it('ignores host anchors that are not routes', () => {
    expect(parseHashRoutes('#contact').size).toBe(0);
    expect(parseHashRoutes('#section=intro').size).toBe(0);
    expect(parseHashRoutes('').size).toBe(0);
  });

  it('writes back what it reads', () => {
    const keyed = new Map([
      ['a', '/step-3'],
      ['b', '/'],
    ]);
    expect(parseHashRoutes(formatHashRoutes(keyed))).toEqual(keyed);
    expect(formatHashRoutes(new Map([['', '/step-2']]))).toBe('#/step-2');
  });

  it('splits a route into path and query; an empty path is /', () => {
    expect(splitRoute('/error?msg=x')).toEqual({ path: '/error', search: 'msg=x' });
    expect(splitRoute('')).toEqual({ path: '/', search: '' });
  });
});

describe('memory location', () => {
  it('moves and tells its listeners, and only them', () => {
    const first = createMemoryLocation();
    const second = createMemoryLocation();
    let told = 0;
    first.subscribe(() => told++);
    first.navigate('/step-2');
    expect(first.current()).toBe('/step-2');
    expect(second.current()).toBe('/');
    expect(told).toBe(1);
  });
});
