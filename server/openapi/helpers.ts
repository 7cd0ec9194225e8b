import { z } from 'zod';

type Json = Record<string, unknown>;

/** Shared builders for the OpenAPI document's path files. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const jsonBody = (description: string, name: string) => ({
  description,
  content: { 'application/json': { schema: ref(name) } },
});

export const requestBody = (name: string) => ({
  required: true,
  content: { 'application/json': { schema: ref(name) } },
});

export const error = (description: string) => jsonBody(description, 'ApiError');

/** A zod schema as a JSON Schema component (input side: what a client sends). */
export function component(schema: z.ZodType, io: 'input' | 'output' = 'output'): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}
