// The guests' average rating where a guest decides (issue 52): "★ 4,7 z 5 (12 hodnocení)" in the
// flow's footer, a link to the reviews page, from global_settings (the answer the first paint waits
// for anyway). Not shown without reviews, nor on the reviews page itself.
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';

export interface Rating {
  /** Of 5, as the language writes it ("4,7"). */
  average: string;
  count: number;
}

export function HotelRating({ rating }: { rating: Rating | undefined }) {
  const { t } = useLingui();
  const [location] = useLocation();
  if (!rating || rating.count < 1 || location === '/reviews') return null;
  const { average, count } = rating;
  return (
    <p className="bw-rating">
      <Link href="/reviews" className="bw-rating__link">
        {/* The star is the sign guests know; the words say the same to a screen reader. */}
        <span className="bw-rating__star" aria-hidden="true" />
        {/* The count after a colon, as the reviews page writes it: a plural form would ask Intl for
            the language's rules, which the first paint avoids (docs/step-1.md). */}
        {t({ id: 'rating_link', message: `${average} out of 5 (reviews: ${count})` })}
      </Link>
    </p>
  );
}
