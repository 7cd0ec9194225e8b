import { QueryClient } from '@tanstack/react-query';
import { createRouter, isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeTree } from '@/routeTree.gen';
import {
  ADMIN_LOGIN_MESSAGE,
  ADMIN_ONLY_MESSAGE,
  adminGuard,
  authGuard,
  guardDialog,
  mayPrompt,
  premiumGuard,
  refusal,
  type GuardDeps,
} from './guards';
import { RETURNING_USER_KEY } from './returning-user';

function deps(overrides: Partial<GuardDeps> = {}): GuardDeps {
  return {
    whenMounted: () => Promise.resolve(),
    isLoggedIn: () => false,
    isPremium: () => false,
    isAgent: () => false,
    openAuthDialog: vi.fn(() => Promise.resolve(false)),
    openPremiumUpsell: vi.fn(),
    explainRefusal: vi.fn(),
    currentHref: () => '/discover?gender=MALE',
    dialog: 'register',
    holdTarget: vi.fn(),
    ...overrides,
  };
}

async function outcome(run: Promise<void>): Promise<string | undefined> {
  try {
    await run;
    return 'pass';
  } catch (error) {
    if (!isRedirect(error)) throw error;
    return error.options.href ?? error.options.to;
  }
}

describe('guard decisions', () => {
  it('home on the first navigation, the current page (cancel) otherwise', () => {
    expect(refusal({ preload: false, currentHref: undefined })).toEqual({
      href: '/',
      replace: true,
    });
    expect(refusal({ preload: false, currentHref: '/discover' })).toEqual({
      href: '/discover',
      replace: true,
    });
    expect(mayPrompt({ preload: true, currentHref: '/' })).toBe(false);
    expect(mayPrompt({ preload: false, currentHref: '/' })).toBe(true);
  });
});

describe('auth guard', () => {
  it('passes when logged in', async () => {
    expect(await outcome(authGuard(false, deps({ isLoggedIn: () => true })))).toBe('pass');
  });

  it('passes a stored session at once, while start-up still reads its user record', async () => {
    const d = deps({ isLoggedIn: () => true, whenMounted: () => new Promise<void>(() => {}) });
    expect(await outcome(authGuard(false, d))).toBe('pass');
  });

  it('waits for the app to be mounted before judging a visitor', async () => {
    let mount: () => void = () => {};
    const d = deps({ whenMounted: () => new Promise<void>((r) => (mount = r)) });
    const run = outcome(authGuard(false, d));
    await Promise.resolve();
    expect(d.openAuthDialog).not.toHaveBeenCalled();
    mount();
    await run;
    expect(d.openAuthDialog).toHaveBeenCalledWith('register');
  });

  it('opens the registration dialog (login with the variant) and cancels in-app', async () => {
    const d = deps();
    expect(await outcome(authGuard(false, d))).toBe('/discover?gender=MALE');
    const login = deps({ dialog: 'login' });
    await outcome(authGuard(false, login));
    expect(login.openAuthDialog).toHaveBeenCalledWith('login');
  });

  it('redirects home when refused on the first navigation', async () => {
    expect(await outcome(authGuard(false, deps({ currentHref: () => undefined })))).toBe('/');
  });

  it('continues once the dialog logs the user in; an agent goes to /admin', async () => {
    let loggedIn = false;
    const open = vi.fn(() => {
      loggedIn = true;
      return Promise.resolve(true);
    });
    const d = deps({ isLoggedIn: () => loggedIn, openAuthDialog: open });
    expect(await outcome(authGuard(false, d))).toBe('pass');
    loggedIn = false;
    expect(await outcome(authGuard(false, { ...d, isAgent: () => true }))).toBe('/admin');
  });

  it('tells the dialogs which page waits on them, until they close', async () => {
    const held: (string | undefined)[] = [];
    const d = deps({
      holdTarget: (href) => held.push(href),
      openAuthDialog: vi.fn(() => {
        held.push('dialog open');
        return Promise.resolve(false);
      }),
    });
    await outcome(authGuard(false, d, '/chat?with=7'));
    expect(held).toEqual(['/chat?with=7', 'dialog open', undefined]);
  });

  it('offers "Log in" to someone logged out by the session rules, not a signup', () => {
    expect(guardDialog()).toBe('register');
    localStorage.setItem(RETURNING_USER_KEY, 'true');
    try {
      expect(guardDialog()).toBe('login');
    } finally {
      localStorage.removeItem(RETURNING_USER_KEY);
    }
  });

  it('refuses a preload quietly, without a dialog', async () => {
    const d = deps();
    expect(await outcome(authGuard(true, d))).toBe('/discover?gender=MALE');
    expect(d.openAuthDialog).not.toHaveBeenCalled();
  });
});

describe('premium guard', () => {
  it('passes premium users', async () => {
    const d = deps({ isLoggedIn: () => true, isPremium: () => true });
    expect(await outcome(premiumGuard(false, d))).toBe('pass');
  });

  it('shows the upsell and cancels for others; quiet on preload', async () => {
    const d = deps({ isLoggedIn: () => true });
    expect(await outcome(premiumGuard(false, d))).toBe('/discover?gender=MALE');
    expect(d.openPremiumUpsell).toHaveBeenCalledTimes(1);
    const first = deps({ isLoggedIn: () => true, currentHref: () => undefined });
    expect(await outcome(premiumGuard(false, first))).toBe('/');
    const preload = deps({ isLoggedIn: () => true });
    await outcome(premiumGuard(true, preload));
    expect(preload.openPremiumUpsell).not.toHaveBeenCalled();
  });
});

describe('admin guard', () => {
  it('passes only agents, without dialogs', async () => {
    expect(await outcome(adminGuard(false, deps({ isAgent: () => true })))).toBe('pass');
    const d = deps({ isLoggedIn: () => true });
    expect(await outcome(adminGuard(false, d))).toBe('/discover?gender=MALE');
    expect(await outcome(adminGuard(false, deps({ currentHref: () => undefined })))).toBe('/');
    expect(d.openAuthDialog).not.toHaveBeenCalled();
  });

  it('says why it refuses, but not on a preload', async () => {
    const user = deps({ isLoggedIn: () => true });
    await outcome(adminGuard(false, user));
    expect(user.explainRefusal).toHaveBeenCalledWith(ADMIN_ONLY_MESSAGE);
    const visitor = deps();
    await outcome(adminGuard(false, visitor));
    expect(visitor.explainRefusal).toHaveBeenCalledWith(ADMIN_LOGIN_MESSAGE);
    const preload = deps({ isLoggedIn: () => true });
    await outcome(adminGuard(true, preload));
    expect(preload.explainRefusal).not.toHaveBeenCalled();
    const agent = deps({ isAgent: () => true });
    await outcome(adminGuard(false, agent));
    expect(agent.explainRefusal).not.toHaveBeenCalled();
  });
});

describe('guard layouts', () => {
  // Each protected page gets its guard from the layout it sits in, so a page filed in the
  // wrong folder would be open to everyone: check the route tree the app really uses.
  const router = createRouter({ routeTree, context: { queryClient: new QueryClient() } });
  const GUARD_LAYOUTS = ['/_auth', '/_auth/_premium-user', '/admin'];
  const guardsOf = (path: string) =>
    router
      .getMatchedRoutes(path)[0]
      .map((route) => route.id)
      .filter((id) => GUARD_LAYOUTS.includes(id));

  it.each([
    '/avatars/ai',
    '/avatars/ai/7',
    '/avatars/personal',
    '/chat',
    '/chat/abc',
    '/chat/group/abc',
    '/chats',
    '/premium',
    '/tokens',
    '/settings',
    '/settings/personal-details',
  ])('%s needs a logged-in user', (path) => {
    expect(guardsOf(path)).toEqual(['/_auth']);
  });

  it('creating a personal avatar needs a premium user', () => {
    expect(guardsOf('/avatars/personal/create')).toEqual(['/_auth', '/_auth/_premium-user']);
  });

  it.each(['/admin', '/admin/chats', '/admin/chats/manage/abc', '/admin/violations/9'])(
    '%s needs an agent',
    (path) => {
      expect(guardsOf(path)).toEqual(['/admin']);
    },
  );

  it.each([
    '/',
    '/discover',
    '/discover/7',
    '/avatars/ai/create',
    '/privacy-policy',
    '/terms-of-service',
    '/auth/confirm-registration/abc',
    '/auth/set-new-password/abc',
  ])('%s is open to visitors', (path) => {
    expect(router.getMatchedRoutes(path)[2]).toBeDefined();
    expect(guardsOf(path)).toEqual([]);
  });
});
