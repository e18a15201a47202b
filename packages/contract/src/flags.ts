import { z } from 'zod';

/** Y/N flags as the spec's clients send them. */
export const flagSchema = z.enum(['Y', 'N']);
export type Flag = z.infer<typeof flagSchema>;
