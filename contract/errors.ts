import { z } from 'zod';

/** The one error shape of every 4xx and 5xx answer. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** A route's error answers for its OpenAPI description and serializer: `errorResponses(401, 404)`. */
export const errorResponses = <Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorSchema> =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    Status,
    typeof errorSchema
  >;

export const messageSchema = z.object({ message: z.string() });
