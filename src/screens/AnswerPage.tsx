// The frame of a page that shows one API answer (price list, calendars,
// reviews; docs/pages.md): the later texts and the pages' styles, the header
// with its loading bar, the reason for a failure with "try again", then the
// page's own content for the answer.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ApiClient, ApiResult } from '../api';
import { useAdoptedStyles } from '../theme/adopt';
import { FailureRetry } from '../ui/FailureRetry';
import { PageHeader } from '../ui/PageHeader';
import { useLaterTexts } from './later-texts';
import { useAnswer } from './use-answer';
import css from './pages.css?inline';

export interface AnswerPageProps<T> {
  /** A module-level constant, so the call is made once per client. */
  ask: (client: ApiClient) => Promise<ApiResult<T>>;
  /** The title, and a subtitle once the answer is in; called after the texts have loaded. */
  header(value: T | null): { title: string; subtitle?: string };
  children(value: T): ReactNode;
}

export function AnswerPage<T>(props: AnswerPageProps<T>) {
  useAdoptedStyles(css);
  return useLaterTexts() ? <AnswerPageBody {...props} /> : null;
}

function AnswerPageBody<T>({ ask, header, children }: AnswerPageProps<T>) {
  const { t } = useLingui();
  const { value, failure, retry } = useAnswer(ask);
  const { title, subtitle } = header(value);
  return (
    <section className="bw-page">
      <PageHeader title={title} subtitle={subtitle} loading={!value && !failure} />
      <FailureRetry message={failure} retryLabel={t({ id: 'try_again', message: 'Try again' })} onRetry={retry} />
      {value && children(value)}
    </section>
  );
}
