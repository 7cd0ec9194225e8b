import { describe, expect, it } from 'vitest';
import { isAppPath } from './render-first-paint';

/** The server answers 404 for the paths the app has no page for (server/static.ts asks this). */
describe('isAppPath, the app router matching a path as the server sees it', () => {
  it.each([
    '/',
    '/discover',
    '/discover/12',
    '/chat',
    '/chat/abc',
    '/chat/group/abc',
    '/settings/password',
    '/avatars/ai/create',
    '/admin',
    '/admin/violations/7',
    '/auth/set-new-password/some-token',
    '/privacy-policy',
  ])('%s is a page of the app', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    '/this/does/not/exist',
    '/discovery',
    '/settings/nope',
    '/auth',
    '/chat/a/b',
    '/settings/email/x',
  ])('%s is not', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
