import { useEffect, useState } from 'react';
import { addMonthsToMonth, type Month, monthOf, monthsBetween } from '../../booking/day';

/** SPEC 4 point 10: month navigation shows a loading state that ends after 50 ms. */
export const LOADING_OFF_DELAY_MS = 50;

export interface MonthNavigation {
  canGoBack: boolean;
  canGoForward: boolean;
  back(): void;
  forward(): void;
  loading: boolean;
}

/** Moving the visible months, bounded by the bookable window. */
export function useMonthNavigation(
  firstVisible: Month,
  count: number,
  window: { minDate: string; maxDate: string } | null,
  setFirstVisible: (month: Month) => void,
): MonthNavigation {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), LOADING_OFF_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  const canGoBack = !window || monthsBetween(monthOf(window.minDate), firstVisible) > 0;
  const canGoForward = !window || monthsBetween(addMonthsToMonth(firstVisible, count - 1), monthOf(window.maxDate)) > 0;
  const move = (amount: number) => {
    setLoading(true);
    setFirstVisible(addMonthsToMonth(firstVisible, amount));
  };
  return {
    canGoBack,
    canGoForward,
    back: () => canGoBack && move(-1),
    forward: () => canGoForward && move(1),
    loading,
  };
}
