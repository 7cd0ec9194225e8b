/**
 * The route guards, each run once by a layout route's `beforeLoad` (`routes/_auth.tsx`,
 * `routes/_auth/_premium-user.tsx`, `routes/admin/route.tsx`): auth needs a logged-in user, premium a
 * premium user, admin a customer-care agent. A refusal either redirects home (on the first
 * navigation there is no page to stay on) or cancels the navigation, which TanStack Router
 * expresses as a replacing redirect to where the user already is. Preloads (link hover) never
 * open a dialog: they are refused quietly. The decisions are pure; the effects are injectable.
 */
import { redirect } from '@tanstack/react-router';
import { whenAppMounted } from '@/lib/app-mounted';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { AUTH_GUARD_DIALOG } from './config';
import { openAuthDialog, openPremiumUpsell, type AuthDialogKind } from './dialog-controller';
import { holdTarget } from './redirect-path';
import { isReturningUser } from './returning-user';
import { isAgentSession, isLoggedIn, sessionStore } from './session-store';

export type NavigationFacts = {
  preload: boolean;
  /** The href the user is on; undefined while the app's first navigation is still resolving. */
  currentHref: string | undefined;
};

export type Refusal = { href: string; replace: true };

/** Where a refused navigation goes: home on the first navigation, else back where it was. */
export function refusal({ currentHref }: NavigationFacts): Refusal {
  return { href: currentHref ?? '/', replace: true };
}

/** Dialogs and modals only for a real navigation, never a preload. */
export function mayPrompt({ preload }: NavigationFacts): boolean {
  return !preload;
}

export type GuardDeps = {
  whenMounted: () => Promise<void>;
  isLoggedIn: () => boolean;
  isPremium: () => boolean;
  isAgent: () => boolean;
  openAuthDialog: (kind: AuthDialogKind) => Promise<boolean>;
  openPremiumUpsell: () => void;
  /** Says why a page was refused when no dialog does (the admin guard). */
  explainRefusal: (message: string) => void;
  currentHref: () => string | undefined;
  dialog: 'register' | 'login';
  /** Tells the dialogs which page waits on them (redirect-path.ts), undefined when done. */
  holdTarget: (href: string | undefined) => void;
};

let readCurrentHref: () => string | undefined = () => undefined;

/** main.tsx binds the router: the guards need to know whether a page is already shown. */
export function bindCurrentHref(read: () => string | undefined): void {
  readCurrentHref = read;
}

/** Read at each guard: someone logged out by the session rules needs "Log in", not a signup. */
export function guardDialog(): GuardDeps['dialog'] {
  return isReturningUser() ? 'login' : AUTH_GUARD_DIALOG;
}

const defaultDeps: GuardDeps = {
  whenMounted: whenAppMounted,
  isLoggedIn,
  isPremium: () => sessionStore.getSnapshot().user?.isPremium === true,
  isAgent: () => isLoggedIn() && isAgentSession(sessionStore.getSnapshot()),
  openAuthDialog,
  openPremiumUpsell,
  explainRefusal: (summary) => toast.add({ severity: 'warn', summary, life: DEFAULT_TOAST_LIFE }),
  currentHref: () => readCurrentHref(),
  get dialog() {
    return guardDialog();
  },
  holdTarget,
};

function refuse(facts: NavigationFacts): never {
  throw redirect(refusal(facts));
}

/** `target`: the href being navigated to, kept for later if the visitor registers instead. */
export async function authGuard(
  preload: boolean,
  deps: GuardDeps = defaultDeps,
  target?: string,
): Promise<void> {
  // Stored tokens are a session whatever start-up still reads (the user's record): a signed-in
  // start loads its page beside that read. Only a visitor waits for the mounted app's dialog.
  if (deps.isLoggedIn()) return;
  await deps.whenMounted();
  if (deps.isLoggedIn()) return;
  const facts = { preload, currentHref: deps.currentHref() };
  if (!mayPrompt(facts)) refuse(facts);
  deps.holdTarget(target);
  const loggedIn = await deps.openAuthDialog(deps.dialog).finally(() => deps.holdTarget(undefined));
  if (!loggedIn) refuse({ ...facts, currentHref: deps.currentHref() });
  // An agent's place is the admin app: logging in there from a guard dialog goes to it.
  if (deps.isAgent()) throw redirect({ to: '/admin' });
}

/** Runs inside the auth layout, after the auth guard: the user is logged in already. */
export async function premiumGuard(preload: boolean, deps: GuardDeps = defaultDeps) {
  await deps.whenMounted();
  if (deps.isPremium()) return;
  const facts = { preload, currentHref: deps.currentHref() };
  if (mayPrompt(facts)) deps.openPremiumUpsell();
  refuse(facts);
}

export const ADMIN_ONLY_MESSAGE = 'The admin area is for customer-care agents.';
export const ADMIN_LOGIN_MESSAGE = `${ADMIN_ONLY_MESSAGE} Log in with an agent account to open it.`;

export async function adminGuard(preload: boolean, deps: GuardDeps = defaultDeps) {
  await deps.whenMounted();
  if (deps.isAgent()) return;
  const facts = { preload, currentHref: deps.currentHref() };
  // Not a silent bounce: say why, in a toast (the guard still only refuses, with no dialog).
  if (mayPrompt(facts)) {
    deps.explainRefusal(deps.isLoggedIn() ? ADMIN_ONLY_MESSAGE : ADMIN_LOGIN_MESSAGE);
  }
  refuse(facts);
}
