/**
 * The calls of the pages beside the booking steps (docs/api.md
 * "object_availability", "reviews"). They live here, loaded with those pages,
 * rather than on the client in step 1's script.
 */
import type { ApiClient } from './client.ts';
import { ObjectAvailabilitySchema, ReviewsSchema } from './schemas/pages.ts';

/** Each object's occupied nights from today for the coming `months` (1-12; the server's default is 3). */
export const objectAvailability = (client: ApiClient, request: { months?: number } = {}) =>
  client.read('object_availability', ObjectAvailabilitySchema, { months: request.months ? String(request.months) : undefined });

/** The guests' reviews, newest stay first, with their average. */
export const reviews = (client: ApiClient) => client.read('reviews', ReviewsSchema);
