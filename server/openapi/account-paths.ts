import {
  changePasswordBodySchema,
  confirmRegistrationBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  logoutBodySchema,
  messageSchema,
  refreshBodySchema,
  registerBodySchema,
  setNewPasswordBodySchema,
  tokenPairSchema,
} from '../contract/auth.ts';
import {
  portraitChoiceSchema,
  suspendUserBodySchema,
  updateUserBodySchema,
  userSchema,
} from '../contract/users.ts';
import { component, error, jsonBody, requestBody } from './helpers.ts';

export const accountSchemas = {
  RegisterBody: component(registerBodySchema, 'input'),
  LoginBody: component(loginBodySchema, 'input'),
  ConfirmRegistrationBody: component(confirmRegistrationBodySchema, 'input'),
  ForgotPasswordBody: component(forgotPasswordBodySchema, 'input'),
  SetNewPasswordBody: component(setNewPasswordBodySchema, 'input'),
  RefreshBody: component(refreshBodySchema, 'input'),
  LogoutBody: component(logoutBodySchema, 'input'),
  ChangePasswordBody: component(changePasswordBodySchema, 'input'),
  UpdateUserBody: component(updateUserBodySchema, 'input'),
  SuspendUserBody: component(suspendUserBodySchema, 'input'),
  TokenPair: component(tokenPairSchema),
  Message: component(messageSchema),
  User: component(userSchema),
  PortraitChoice: component(portraitChoiceSchema),
};

export const bearer = [{ bearer: [] }];
export const bad = error(
  'Invalid body; `message` says why, `issues` says where (code BAD_REQUEST).',
);
const limited = error('RATE_LIMITED, with a Retry-After header (seconds).');
export const unauthorized = error('UNAUTHORIZED: missing, invalid or expired access token.');
export const suspended = error('ACCOUNT_SUSPENDED; meta: {suspendedUntil, warningCounter}.');
export const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const post = (summary: string, body: string, responses: Record<string, unknown>) => ({
  post: { summary, requestBody: requestBody(body), responses },
});
const message = jsonBody('A message for people', 'Message');

/** /api/auth: registration, sessions, password recovery. */
export const accountPaths = {
  '/api/auth/register': post('Create an account and mail a confirmation link', 'RegisterBody', {
    '201': message,
    '400': bad,
    '409': error('EMAIL_TAKEN'),
    '429': limited,
  }),
  '/api/auth/confirm-registration': post(
    'Confirm the email (link token)',
    'ConfirmRegistrationBody',
    {
      '200': message,
      '400': error('INVALID_TOKEN: unknown, used or expired (24 h) link'),
    },
  ),
  '/api/auth/login': post('Log in', 'LoginBody', {
    '200': jsonBody('A fresh token pair', 'TokenPair'),
    '400': bad,
    '401': error('INVALID_CREDENTIALS (the same for an unknown email and a wrong password)'),
    '403': error('EMAIL_NOT_CONFIRMED (a new link is mailed) or ACCOUNT_SUSPENDED (with meta)'),
    '429': limited,
  }),
  '/api/auth/forgot-password': post('Mail a password reset link', 'ForgotPasswordBody', {
    '200': jsonBody('Always the same message, whether or not the account exists', 'Message'),
    '400': bad,
    '429': limited,
  }),
  '/api/auth/set-new-password': post('Set a new password (link token)', 'SetNewPasswordBody', {
    '200': message,
    '400': error('INVALID_TOKEN (unknown, used or expired link, 1 h) or BAD_REQUEST'),
    '429': limited,
  }),
  '/api/auth/token/refresh': post('Rotate the refresh token', 'RefreshBody', {
    '200': jsonBody('A fresh token pair; the old refresh token is spent', 'TokenPair'),
    '401': error('INVALID_TOKEN: unknown, expired, revoked, or reused (revokes the session)'),
    '403': suspended,
    '422': error('Malformed body'),
    '429': limited,
  }),
  '/api/auth/logout': post('End the session of this refresh token (idempotent)', 'LogoutBody', {
    '204': { description: 'Logged out' },
    '400': bad,
  }),
};
