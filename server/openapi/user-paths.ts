import { error, jsonBody, ref, requestBody } from './helpers.ts';
import { bearer, bad, idParam, suspended, unauthorized } from './account-paths.ts';

/** /api/users, /api/portraits and /api/admin/users. */
export const userPaths = {
  '/api/users/portrait-choices': {
    get: {
      summary: 'Portraits a user may pick for a personal avatar',
      security: bearer,
      responses: {
        '200': {
          description: 'The choices',
          content: {
            'application/json': { schema: { type: 'array', items: ref('PortraitChoice') } },
          },
        },
        '401': unauthorized,
        '403': suspended,
      },
    },
  },
  '/api/users/{id}': {
    get: {
      summary: 'A user: yourself, or anyone for agents',
      security: bearer,
      parameters: [idParam],
      responses: {
        '200': jsonBody('The user', 'User'),
        '401': unauthorized,
        '403': suspended,
        '404': error('No such user, or not yours to see'),
      },
    },
    patch: {
      summary: 'Update your personal details (personal avatar)',
      security: bearer,
      parameters: [idParam],
      requestBody: requestBody('UpdateUserBody'),
      responses: {
        '200': jsonBody('The updated user', 'User'),
        '400': bad,
        '401': unauthorized,
        '403': suspended,
        '404': error('Not your account'),
      },
    },
  },
  '/api/users/{id}/password': {
    post: {
      summary: 'Change your password; with refreshToken, ends every other session',
      security: bearer,
      parameters: [idParam],
      requestBody: requestBody('ChangePasswordBody'),
      responses: {
        '204': { description: 'Changed' },
        '400': error('INVALID_CREDENTIALS (current password wrong) or BAD_REQUEST'),
        '401': unauthorized,
        '403': suspended,
        '404': error('Not your account'),
      },
    },
  },
  '/api/portraits/{key}.svg': {
    get: {
      summary: 'A personal-avatar portrait (SVG); immutable, use the imageUrl given',
      parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': {
          description: 'SVG image',
          content: { 'image/svg+xml': { schema: { type: 'string' } } },
        },
        '304': { description: 'Not modified (If-None-Match matched the ETag)' },
        '404': error('No such portrait'),
      },
    },
  },
  '/api/admin/users/{id}/suspend': {
    post: {
      summary: 'Suspend a user for some days and count a warning (agents only)',
      security: bearer,
      parameters: [idParam],
      requestBody: requestBody('SuspendUserBody'),
      responses: {
        '200': jsonBody('The suspended user', 'User'),
        '400': bad,
        '401': unauthorized,
        '403': error('FORBIDDEN: not an agent'),
        '404': error('No such user'),
      },
    },
  },
};
