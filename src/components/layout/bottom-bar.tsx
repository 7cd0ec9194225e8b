import { Link } from '@tanstack/react-router';
import { ChatIcon, CompassIcon, HaloIcon, UserPlusIcon } from '@/components/ui/icons';
import { isReturningUser } from '@/lib/auth/returning-user';
import { useSession } from '@/lib/auth/session-store';
import { AccountDialogButton } from './account-dialog-button';
import { UserAvatarLink } from './user-avatar-link';

// Labels never wrap (320 px phones included): each item is as wide as its label, and the
// space left over is shared out, so a long "Create Account" takes room from a short "Chat".
const itemClass =
  'flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-xs font-medium whitespace-nowrap text-muted transition-colors hover:text-fg aria-[current=page]:text-accent';
const slotClass = 'flex min-w-0 flex-auto';

/**
 * Mobile (below md): Discover, Chat, My Angels, and the user's avatar or Create Account; kept
 * clear of the home indicator by the safe area.
 */
export function BottomBar() {
  const { user } = useSession();
  return (
    <nav
      aria-label="Bottom menu"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line/70 bg-canvas/90 pb-[env(safe-area-inset-bottom)] pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-lg items-stretch gap-0.5 px-1">
        <li className={slotClass}>
          <Link to="/discover" className={itemClass}>
            <CompassIcon />
            Discover
          </Link>
        </li>
        <li className={slotClass}>
          <Link to="/chat" className={itemClass}>
            <ChatIcon />
            Chat
          </Link>
        </li>
        <li className={slotClass}>
          <Link to="/avatars/ai" className={itemClass}>
            <HaloIcon />
            My Angels
          </Link>
        </li>
        <li className={`${slotClass} max-w-[34%]`}>
          {user ? (
            <UserAvatarLink user={user} className={itemClass} />
          ) : // Logged out by the session rules (not by choice): they need "Log in", not a signup.
          isReturningUser() ? (
            <AccountDialogButton kind="login" className={itemClass}>
              <UserPlusIcon />
              Log in
            </AccountDialogButton>
          ) : (
            <AccountDialogButton kind="signup" className={itemClass}>
              <UserPlusIcon />
              Create Account
            </AccountDialogButton>
          )}
        </li>
      </ul>
    </nav>
  );
}
