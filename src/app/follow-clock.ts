// The calendar follows the guest's clock (issue 20): a tab left open overnight
// moves to the new day at local midnight, and a tab that comes back to the
// foreground on a new day moves at once. One timer to the next midnight while
// the tab is visible; nothing runs while it is hidden (no polling). Mounted
// with the widget, so leaving the document releases the timer and listener.
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { dateToDay } from '../booking/day';
import { newDayAtom, refreshAvailabilityAtom } from '../state/dates';
import { stepOneNoticeAtom } from '../state/notice';

/** Milliseconds from `now` to just after the next local midnight (DST days included). */
export function untilNextMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 50);
  return midnight.getTime() - now.getTime();
}

export function useFollowClock(): void {
  const { t } = useLingui();
  const newDay = useSetAtom(newDayAtom);
  const refreshAvailability = useSetAtom(refreshAvailabilityAtom);
  const setNotice = useSetAtom(stepOneNoticeAtom);
  const cleared = t({
    id: 'new_day_stay_cleared',
    message: 'A new day has begun and your arrival date is now in the past. Please choose your dates again.',
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const outcome = newDay(dateToDay(new Date()));
      if (outcome === 'same day') return;
      // Step 1 says it while no new stay is chosen (the notice speaks of the empty one).
      if (outcome === 'stay cleared') setNotice({ lines: [cleared], arrival: '', departure: '' });
      void refreshAvailability();
    };
    const arm = () => {
      clearTimeout(timer);
      timer = undefined;
      if (document.visibilityState === 'hidden') return;
      timer = setTimeout(() => {
        look();
        arm();
      }, untilNextMidnight(new Date()));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') look();
      arm();
    };
    look();
    arm();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [newDay, refreshAvailability, setNotice, cleared]);
}
