// /reviews: what guests wrote (the reference server's `reviews` call), newest
// stay first, with the average rating; an empty state when there are none
// (docs/pages.md). Ratings are read out as words, the stars are decoration.
import { useLingui } from '@lingui/react/macro';
import type { ApiClient, Review, Reviews as ReviewsAnswer } from '../../api';
import { reviews } from '../../api/pages';
import { formatDisplayDate } from '../../i18n/format';
import { AnswerPage } from '../AnswerPage';

const askReviews = (client: ApiClient) => reviews(client);

export function Reviews() {
  const { t, i18n } = useLingui();
  const header = (value: ReviewsAnswer | null) => {
    const count = value?.summary.count ?? 0;
    const average = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(value?.summary.average ?? 0);
    return {
      title: t({ id: 'reviews_title', message: 'Reviews' }),
      subtitle: count > 0 ? t({ id: 'reviews_average', message: `Average rating ${average} out of 5 (reviews: ${count})` }) : undefined,
    };
  };
  return (
    <AnswerPage ask={askReviews} header={header}>
      {(answer) =>
        answer.reviews.length === 0 ? (
          <p className="bw-notice" role="status">
            {t({ id: 'reviews_empty', message: 'No reviews yet. Be the first to stay and tell us how it was.' })}
          </p>
        ) : (
          <ul className="bw-page__cards">
            {answer.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        )
      }
    </AnswerPage>
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
        {t({ id: 'review_rating', message: `${rating} out of 5` })}
      </p>
      <p className="bw-page__muted">{t({ id: 'review_stayed', message: `Stayed on ${stayed}` })}</p>
      <p lang={review.lang || undefined}>{review.text}</p>
    </li>
  );
}
