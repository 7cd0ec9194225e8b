import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { ChatIcon, CompassIcon, CrownIcon, GearIcon, HaloIcon } from '@/components/ui/icons';
import { AccountDialogButton } from './account-dialog-button';

type MenuItem = {
  to: '/discover' | '/chats' | '/avatars/ai' | '/settings' | '/premium';
  label: string;
  icon: ComponentType;
};

// Spec §2 menu order. Tokens, the user's avatar and Log out join when accounts exist.
const items: MenuItem[] = [
  { to: '/discover', label: 'Discover', icon: CompassIcon },
  { to: '/chats', label: 'Chats', icon: ChatIcon },
  { to: '/avatars/ai', label: 'My Angels', icon: HaloIcon },
  { to: '/settings', label: 'Settings', icon: GearIcon },
  { to: '/premium', label: 'Premium', icon: CrownIcon },
];

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-[0.95rem] font-medium text-muted transition-colors hover:bg-raised hover:text-fg aria-[current=page]:bg-raised aria-[current=page]:text-fg aria-[current=page]:shadow-[inset_3px_0_0_var(--color-accent)]';

/** The menu shared by the desktop sidebar and the mobile drawer. */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex flex-1 flex-col gap-6">
      <ul className="flex flex-col gap-1">
        {items.map(({ to, label, icon: ItemIcon }) => (
          <li key={to}>
            <Link to={to} className={itemClass} onClick={onNavigate}>
              <ItemIcon />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2">
        <AccountDialogButton kind="signup" className={buttonClasses('primary', 'w-full')}>
          Create account
        </AccountDialogButton>
        <AccountDialogButton kind="login" className={buttonClasses('secondary', 'w-full')}>
          Login
        </AccountDialogButton>
      </div>
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
