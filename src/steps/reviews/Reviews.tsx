// /reviews: what guests wrote (the reference server's `reviews` call), newest
// stay first, with the average rating; an empty state when there are none
// (docs/pages.md). Ratings are read out as words, the stars are decoration.
import { useLingui } from '@lingui/react/macro';
import type { ApiClient, Review } from '../../api';
import { formatDisplayDate } from '../../i18n/format';
import { useAdoptedStyles } from '../../theme/adopt';
import { FailureRetry } from '../../ui/FailureRetry';
import { PageHeader } from '../../ui/PageHeader';
import { useLaterTexts } from '../later-texts';
import { useAnswer } from '../use-answer';
import css from '../pages.css?inline';

const askReviews = (client: ApiClient) => client.reviews();

export function Reviews() {
  useAdoptedStyles(css);
  const textsLoaded = useLaterTexts();
  const { t, i18n } = useLingui();
  const { value, failure, retry } = useAnswer(askReviews);
  if (!textsLoaded) return null;
  const count = value?.summary.count ?? 0;
  const average = value ? new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(value.summary.average) : '';
  return (
    <section className="bw-page">
      <PageHeader
        title={t({ id: 'reviews_title', message: 'Reviews' })}
        subtitle={count > 0 ? t({ id: 'reviews_average', message: `Average rating ${average} of 5 (reviews: ${count})` }) : undefined}
        loading={!value && !failure}
      />
      <FailureRetry message={failure} retryLabel={t({ id: 'try_again', message: 'Try again' })} onRetry={retry} />
      {value && count === 0 && (
        <p className="bw-notice" role="status">
          {t({ id: 'reviews_empty', message: 'No reviews yet. Be the first to stay and tell us how it was.' })}
        </p>
      )}
      {value && count > 0 && (
        <ul className="bw-page__cards">
          {value.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const { t } = useLingui();
  const rating = review.rating;
  const stayed = formatDisplayDate(review.stayed_on);
  return (
    <li className="bw-page__card">
      <h3>{review.author}</h3>
      <p>
        <span aria-hidden="true" className="bw-page__stars">
          {'★'.repeat(rating)}
          {'☆'.repeat(5 - rating)}
        </span>{' '}
        {t({ id: 'review_rating', message: `${rating} of 5` })}
      </p>
      <p className="bw-page__muted">{t({ id: 'review_stayed', message: `Stayed on ${stayed}` })}</p>
      <p lang={review.lang || undefined}>{review.text}</p>
    </li>
  );
}
