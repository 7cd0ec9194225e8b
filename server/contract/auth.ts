import { z } from 'zod';

import { GROUPS, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import {
  CONTAINS_EMAIL_NAME,
  containsEmailName,
  isSamePassword,
  SAME_PASSWORD,
  weakPasswordReason,
} from './password-rules.ts';
import { safeText } from './text.ts';

export {
  AUTH_ERROR_CODES,
  GROUPS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  STARTER_TOKENS,
} from './constants.ts';

export const groupSchema = z.enum(GROUPS);
export type Group = z.infer<typeof groupSchema>;

const email = safeText('Email')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());

// The common-list rule needs nothing but the password; the email-name rule is checked where
// the email is known (the register body here, the account's own address in the routes).
const newPassword = safeText('Password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((value) => weakPasswordReason(value) === undefined, {
    error: (issue) => weakPasswordReason(String(issue.input)),
  });

const singleUseToken = safeText('The link').min(16).max(200);

export const registerBodySchema = z
  .object({ email, password: newPassword })
  .refine((body) => !containsEmailName(body.password, body.email), {
    message: CONTAINS_EMAIL_NAME,
    path: ['password'],
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email,
  password: safeText('Password').min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const confirmRegistrationBodySchema = z.object({ token: singleUseToken });
export const forgotPasswordBodySchema = z.object({ email });
export const setNewPasswordBodySchema = z.object({ token: singleUseToken, password: newPassword });
export const changePasswordBodySchema = z
  .object({
    currentPassword: safeText('Current password')
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX),
    newPassword,
    /**
     * Optional: the caller's current refresh token, naming the session that stays logged in.
     * Without it the session of the access token stays. Every other session always ends.
     */
    refreshToken: safeText('refreshToken').min(1).max(400).optional(),
  })
  .refine((body) => !isSamePassword(body.currentPassword, body.newPassword), {
    message: SAME_PASSWORD,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /api/auth/token/refresh and /api/auth/logout: the refresh token of the session. */
export const refreshBodySchema = z.object({
  refreshToken: safeText('refreshToken').min(1).max(400),
});
export const logoutBodySchema = refreshBodySchema;

/** Login and refresh both answer with a fresh pair (refresh tokens rotate on every use). */
export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Access token claims: the user, their groups, and exp/iat (seconds since the epoch). */
export type AccessTokenClaims = {
  user: { id: string; email: string };
  groups: Group[];
  exp: number;
  iat: number;
  sub: string;
  /** The session (refresh-token family) the token was issued to; absent in older tokens. */
  sid?: string;
};

/** Answers that carry only a message for people (register, forgot password, ...). */
export const messageSchema = z.object({ message: z.string() });
