/**
 * A JSON request body parsed and validated away from the event loop (issue 25: parsing of
 * user files runs off the event loop). Endpoints whose body carries a file (a 2 MB card as
 * base64) name a `parseBody` (endpoint.ts): the event loop only collects the bytes, and a
 * worker job calls `parseJsonBody` with the endpoint's own schema, answering the same 400s as
 * the validator does on the event loop for every other endpoint. `documentedOnly` keeps such a
 * schema in /api/openapi.json without the validator that would parse the body again.
 */
import { z } from 'zod';
import { badRequest, fromZodError } from './errors.ts';

export const MALFORMED_JSON = 'The request body must be valid JSON.';

/** Bytes → the schema's value, or a thrown 400 (malformed JSON, or the failed field). */
export function parseJsonBody<T extends z.ZodType>(bytes: Uint8Array, schema: T): z.output<T> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw badRequest(MALFORMED_JSON);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/**
 * The request body of a definition with its zod schemas turned into the JSON Schema they
 * describe: @hono/zod-openapi documents a plain schema as it is and attaches no validator.
 */
export function documentedOnly<B extends { content?: object }>(body: B): B {
  const content = Object.fromEntries(
    Object.entries(body.content ?? {}).map(([type, media]: [string, unknown]) => {
      const schema = media && typeof media === 'object' && 'schema' in media && media.schema;
      if (!(schema instanceof z.ZodType)) return [type, media];
      const described = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' });
      return [type, { ...(media as object), schema: described }];
    }),
  );
  return { ...body, content };
}
