import { z } from 'zod';

/** Y/N flags as the spec's clients send them. */
export const flagSchema = z.enum(['Y', 'N']);
export type Flag = z.infer<typeof flagSchema>;

/** A boolean as the spec's Y/N flag (null and undefined are N). */
export const toFlag = (value: boolean | null | undefined): Flag => (value ? 'Y' : 'N');
