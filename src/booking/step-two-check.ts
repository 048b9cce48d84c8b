// The step-2 check (SPEC 5): what a guest must settle on step 2 before the
// booking can go on to step 3. Pure, so the continue button and the route
// guards of steps 3 and 4 decide alike.

/** SPEC 3 "Booking summary state". */
export interface BookingSummaryState {
  /** Number of chosen accommodations. */
  accommodation: number;
  /** The server's continue flag from the summary for the current choice. */
  continue: boolean;
  showHours: boolean;
  checkInHour: string;
}

/** What is still missing, in the order the guest should settle it. */
export type StepTwoMissing = 'accommodation' | 'check-in-hour' | 'server';

/** Everything still missing; an empty list means the check passes. */
export function stepTwoCheck(state: BookingSummaryState): StepTwoMissing[] {
  const missing: StepTwoMissing[] = [];
  if (state.accommodation <= 0) missing.push('accommodation');
  if (state.showHours && !state.checkInHour) missing.push('check-in-hour');
  // The server's verdict matters only once the guest's own part is done.
  if (missing.length === 0 && !state.continue) missing.push('server');
  return missing;
}
