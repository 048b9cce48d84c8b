import type { Lang } from '../domain/days.ts';
import { message, type MessageId } from '../domain/messages.ts';
import { rateMessage, type RateMessageId } from '../texts/rates/index.ts';

/** A request the server refuses: becomes `{ "error": message }` with a 4xx status. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(text);
  }
}

export function problem(status: number, id: MessageId, lang: Lang, values?: Record<string, string | number>): ApiProblem {
  return new ApiProblem(status, message(id, lang, values));
}

/** A refusal about rates, cancellation or the guest's booking page (texts/rates). */
export function rateProblem(status: number, id: RateMessageId, lang: Lang): ApiProblem {
  return new ApiProblem(status, rateMessage(id, lang));
}
