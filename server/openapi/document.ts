import { z } from 'zod';
import {
  avatarOptionsSchema,
  avatarPageSchema,
  avatarSchema,
  ETHNICITIES,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
} from '../contract/avatars.ts';
import { apiErrorSchema } from '../contract/errors.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../contract/paging.ts';
import { domainVarsSchema } from '../contract/vars.ts';
import { accountPaths, accountSchemas } from './account-paths.ts';
import { chatPaths, chatSchemas } from './chat-paths.ts';
import { jsonBody } from './helpers.ts';
import { userPaths } from './user-paths.ts';

type Json = Record<string, unknown>;

/** Component schemas come straight from the zod contract: one source of truth. */
const schemas: Record<string, Json> = Object.fromEntries(
  Object.entries({
    DomainVars: domainVarsSchema,
    AvatarPage: avatarPageSchema,
    Avatar: avatarSchema,
    AvatarOptions: avatarOptionsSchema,
    ApiError: apiErrorSchema,
  }).map(([name, schema]) => {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12' });
    return [name, rest];
  }),
);

Object.assign(schemas, accountSchemas, chatSchemas);

const errors = {
  '400': jsonBody('The request is not valid; `message` says why, `issues` says where.', 'ApiError'),
  '500': jsonBody('Unexpected server error.', 'ApiError'),
};
const query = (name: string, description: string, schema: z.ZodType) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: z.toJSONSchema(schema),
});
const idParam = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};
const age = z.number().int().min(MIN_AGE).max(MAX_AGE);

export function openApiDocument(): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Angels API',
      version: '0.1.0',
      description: 'Reference API of Angels. Every non-2xx response has an ApiError body.',
    },
    paths: {
      '/api/vars': {
        get: {
          summary: 'Domain configuration',
          responses: { '200': jsonBody('Domain variables', 'DomainVars'), '500': errors['500'] },
        },
      },
      '/api/avatars': {
        get: {
          summary: 'One page of the avatar catalogue, filtered',
          parameters: [
            query('gender', 'MALE or FEMALE; all genders when absent', z.enum(GENDERS)),
            query('minAge', `Inclusive, default ${MIN_AGE}`, age.default(MIN_AGE)),
            query(
              'maxAge',
              `Inclusive, default ${MAX_AGE}, not below minAge`,
              age.default(MAX_AGE),
            ),
            query('ethnicity', `Comma-separated list of ${ETHNICITIES.join(', ')}`, z.string()),
            query('page', 'Starts at 1', z.number().int().min(1).default(1)),
            query(
              'pageSize',
              'Items per page',
              z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
            ),
          ],
          responses: { '200': jsonBody('A page of avatars', 'AvatarPage'), ...errors },
        },
      },
      '/api/avatars/options': {
        get: {
          summary: 'What the discover filters offer',
          responses: { '200': jsonBody('Filter options', 'AvatarOptions'), '500': errors['500'] },
        },
      },
      '/api/avatars/{id}': {
        get: {
          summary: 'One avatar',
          parameters: [idParam],
          responses: {
            '200': jsonBody('The avatar', 'Avatar'),
            '404': jsonBody('No avatar with this id', 'ApiError'),
            ...errors,
          },
        },
      },
      '/api/avatars/{id}/portrait.svg': {
        get: {
          summary: 'The avatar portrait (480×600 SVG); immutable, use the imageUrl given',
          parameters: [
            idParam,
            { name: 'v', in: 'query', required: false, schema: { type: 'string' } },
          ],
          responses: {
            '200': {
              description: 'SVG image',
              content: { 'image/svg+xml': { schema: { type: 'string' } } },
            },
            '304': { description: 'Not modified (If-None-Match matched the ETag)' },
            '404': jsonBody('No avatar with this id', 'ApiError'),
            ...errors,
          },
        },
      },
      ...accountPaths,
      ...userPaths,
      ...chatPaths,
      '/api/openapi.json': {
        get: {
          summary: 'This document',
          responses: {
            '200': { description: 'OpenAPI 3.1 document', content: { 'application/json': {} } },
          },
        },
      },
    },
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
