import { describe, expect, it } from 'vitest';
import { comesFromOutside, startEchoes, tell } from '../../../src/ui/value-echoes';

describe('value echoes', () => {
  it('takes every value the field reported, however late it comes back, for an echo', () => {
    const echoes = startEchoes('');
    for (const typed of ['-', '-9', '-99']) expect(tell(echoes, typed)).toBe(true);
    expect(comesFromOutside(echoes, '-')).toBe(false);
    expect(comesFromOutside(echoes, '-99')).toBe(false);
    // Once '-99' came back, '-9' can only come from outside.
    expect(comesFromOutside(echoes, '-9')).toBe(true);
  });

  it('does not report what the parent has already', () => {
    const echoes = startEchoes('10');
    expect(tell(echoes, '10')).toBe(false);
    expect(comesFromOutside(echoes, '42')).toBe(true);
    expect(tell(echoes, '42')).toBe(false);
  });

  it('looks at each value of the parent once', () => {
    const echoes = startEchoes('');
    tell(echoes, '1');
    tell(echoes, '12');
    expect(comesFromOutside(echoes, '1')).toBe(false);
    expect(comesFromOutside(echoes, '1')).toBe(false);
  });

  it('takes a value typed earlier, then cleared, for one from outside once its echoes are back', () => {
    const echoes = startEchoes('');
    tell(echoes, '1');
    tell(echoes, '');
    expect(comesFromOutside(echoes, '1')).toBe(false);
    expect(comesFromOutside(echoes, '')).toBe(false);
    expect(comesFromOutside(echoes, '1')).toBe(true);
  });
});
