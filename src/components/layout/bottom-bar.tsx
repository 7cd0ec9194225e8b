import { Link } from '@tanstack/react-router';
import { ChatIcon, CompassIcon, HaloIcon, UserPlusIcon } from '@/components/ui/icons';
import { useSession } from '@/lib/auth/session-store';
import { AccountDialogButton } from './account-dialog-button';
import { UserAvatarLink } from './user-avatar-link';

const itemClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-medium text-muted transition-colors hover:text-fg aria-[current=page]:text-accent';

/** Mobile (below md): spec §2 bottom bar, kept clear of the home indicator by the safe area. */
export function BottomBar() {
  const { user } = useSession();
  return (
    <nav
      aria-label="Bottom menu"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line/70 bg-canvas/90 pb-[env(safe-area-inset-bottom)] pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-lg items-stretch gap-1 px-2">
        <li className="flex flex-1">
          <Link to="/discover" className={itemClass}>
            <CompassIcon />
            Discover
          </Link>
        </li>
        <li className="flex flex-1">
          <Link to="/chats" className={itemClass}>
            <ChatIcon />
            Chat
          </Link>
        </li>
        <li className="flex flex-1">
          <Link to="/avatars/ai" className={itemClass}>
            <HaloIcon />
            My Angels
          </Link>
        </li>
        <li className="flex flex-1">
          {user ? (
            <UserAvatarLink user={user} className={itemClass} />
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
