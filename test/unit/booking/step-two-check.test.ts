import { describe, expect, it } from 'vitest';
import { stepTwoCheck } from '../../../src/booking/step-two-check';

const ready = { accommodation: 1, continue: true, showHours: true, checkInHour: '15:00' };

describe('the step-2 check', () => {
  it('passes with an accommodation, an hour where hours are shown, and the server agreeing', () => {
    expect(stepTwoCheck(ready)).toEqual([]);
    expect(stepTwoCheck({ ...ready, showHours: false, checkInHour: '' })).toEqual([]);
  });

  it('says what is missing', () => {
    expect(stepTwoCheck({ ...ready, accommodation: 0, continue: false })).toEqual(['accommodation']);
    expect(stepTwoCheck({ ...ready, checkInHour: '' })).toEqual(['check-in-hour']);
    expect(stepTwoCheck({ ...ready, accommodation: 0, checkInHour: '' })).toEqual(['accommodation', 'check-in-hour']);
    expect(stepTwoCheck({ ...ready, continue: false })).toEqual(['server']);
  });
});
