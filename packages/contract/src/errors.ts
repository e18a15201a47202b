import { z } from 'zod';

/** Every non-2xx answer has this shape; `code` is stable, `message` is in the request's language. */
export const errorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
