import type { z } from 'zod';
import { badRequest, fromZodError } from './errors.ts';

/** Parse untrusted input or throw a 400 that tells the caller exactly what to fix. */
export function parseOr400<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** Route ids are positive integers; anything else is a client mistake, not a lookup miss. */
export function parseId(raw: string, what = 'id'): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw badRequest(`${what} must be a positive whole number`, [
      { path: what, message: `${what} must be a positive whole number` },
    ]);
  }
  return Number(raw);
}

/** For routes with bodies: malformed JSON is the client's mistake (400), never a 500. */
export async function parseJsonBody<T extends z.ZodType>(
  c: { req: { json(): Promise<unknown> } },
  schema: T,
): Promise<z.output<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  return parseOr400(schema, raw);
}
