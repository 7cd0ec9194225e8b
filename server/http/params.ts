import { z } from 'zod';
import { INT32_MAX } from '../contract/text.ts';

const WHOLE = /^[1-9]\d{0,9}$/;

/**
 * A path id that must be a positive whole number: anything else is a client mistake (400
 * naming the parameter), not a lookup miss.
 */
export function positiveIdParam(name: string) {
  const message = `${name} must be a positive whole number`;
  return z
    .string()
    .regex(WHOLE, message)
    .refine((raw) => Number(raw) <= INT32_MAX, message)
    .transform(Number);
}

export const avatarIdParams = z.object({ id: positiveIdParam('id') });

/** A user id in the path; a wrong one finds no account (404), so it is only text here. */
export const userParams = z.object({ id: z.string() });
