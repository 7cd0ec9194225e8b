import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { ChatIcon, CompassIcon, CrownIcon, GearIcon, HaloIcon } from '@/components/ui/icons';
import { isReturningUser } from '@/lib/auth/returning-user';
import { logoutByChoice, useSession, type LoggedUser } from '@/lib/auth/session-store';
import { AccountDialogButton } from './account-dialog-button';
import { InstallAppItem } from './install-app-item';
import { UserAvatarLink } from './user-avatar-link';

type MenuLink = {
  to: '/discover' | '/chat' | '/avatars/ai' | '/settings' | '/premium';
  label: string;
  icon: ComponentType;
};

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-[0.95rem] font-medium text-muted transition-colors hover:bg-raised hover:text-fg aria-[current=page]:bg-raised aria-[current=page]:text-fg aria-[current=page]:shadow-[inset_3px_0_0_var(--color-accent)]';

function MenuItem({
  to,
  label,
  icon: ItemIcon,
  onNavigate,
}: MenuLink & { onNavigate?: () => void }) {
  return (
    <li>
      <Link to={to} className={itemClass} onClick={onNavigate}>
        <ItemIcon />
        {label}
      </Link>
    </li>
  );
}

function TokensItem({ user, onNavigate }: { user: LoggedUser; onNavigate?: () => void }) {
  // The balance is the server record's (or the last one kept, lib/last-known-user); before any
  // is known it is not 0 but pending.
  const balance = user.avatar === undefined ? '…' : String(user.tokens);
  return (
    <li>
      <Link
        to="/tokens"
        className={itemClass}
        onClick={onNavigate}
        aria-label={`Tokens, ${balance} tokens`}
      >
        <span aria-hidden="true" className="grid size-6 place-items-center">
          ◎
        </span>
        {/* The space keeps the visible text ("Tokens 49") inside the accessible name. */}
        Tokens{' '}
        <span className="ml-auto rounded-full bg-accent/15 px-2 text-xs font-semibold text-accent">
          {balance}
        </span>
      </Link>
    </li>
  );
}

/** The menu shared by the desktop sidebar and the mobile drawer, in the product's menu order. */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const go = { onNavigate };
  return (
    <div className="flex flex-1 flex-col gap-6">
      <ul className="flex flex-col gap-1">
        <MenuItem to="/discover" label="Discover" icon={CompassIcon} {...go} />
        <MenuItem to="/chat" label="Chats" icon={ChatIcon} {...go} />
        {user && <TokensItem user={user} {...go} />}
        <MenuItem to="/avatars/ai" label="My Angels" icon={HaloIcon} {...go} />
        {user && (
          <li>
            <UserAvatarLink user={user} className={itemClass} {...go} />
          </li>
        )}
        <MenuItem to="/settings" label="Settings" icon={GearIcon} {...go} />
        <MenuItem to="/premium" label="Premium" icon={CrownIcon} {...go} />
        <InstallAppItem className={itemClass} {...go} />
      </ul>
      {user ? (
        <div className="flex flex-col gap-2">
          {user.isPremium && (
            <p className="self-start rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold tracking-wide text-accent uppercase">
              Premium
            </p>
          )}
          <button
            type="button"
            className={buttonClasses('secondary', 'w-full')}
            onClick={() => {
              onNavigate?.();
              void logoutByChoice();
            }}
          >
            Log out
          </button>
        </div>
      ) : (
        // Someone logged out by the session rules has an account: "Login" comes first for them.
        <div className={`flex gap-2 ${isReturningUser() ? 'flex-col-reverse' : 'flex-col'}`}>
          <AccountDialogButton
            kind="signup"
            className={buttonClasses(isReturningUser() ? 'secondary' : 'primary', 'w-full')}
            onOpen={onNavigate}
          >
            Create account
          </AccountDialogButton>
          <AccountDialogButton
            kind="login"
            className={buttonClasses(isReturningUser() ? 'primary' : 'secondary', 'w-full')}
            onOpen={onNavigate}
          >
            Login
          </AccountDialogButton>
        </div>
      )}
      <ul className="mt-auto flex flex-col text-sm">
        <li>
          <Link to="/privacy-policy" className={itemClass} onClick={onNavigate}>
            Privacy Policy
          </Link>
        </li>
        <li>
          <Link to="/terms-of-service" className={itemClass} onClick={onNavigate}>
            Terms of Service
          </Link>
        </li>
      </ul>
    </div>
  );
}
