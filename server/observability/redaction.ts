/**
 * What never reaches the log in clear (pino's `redact` paths), as a net under the rule that
 * log calls pass ids and numbers only: credentials, addresses and the words people and models
 * write. A path names a field at the top of a line's object or one level down (`*.`).
 */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'apiKey',
  'secret',
  'email',
  'to',
  'text',
  'content',
  'message_text',
  'messages',
  'prompt',
  'body',
];

export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'headers.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-api-key"]',
];

export const REDACTED = '[redacted]';
