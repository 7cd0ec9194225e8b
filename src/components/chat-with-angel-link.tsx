import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@/components/ui/button';
import { ChatIcon } from '@/components/ui/icons';

/**
 * "Chat" on an Angel's page: opens (or creates) the one-to-one chat with it; logged out, the
 * /chat guard asks to log in first.
 */
export function ChatWithAngelLink({ avatarId }: { avatarId: number }) {
  return (
    <Link
      to="/chat/{-$chatHash}"
      params={{ chatHash: undefined }}
      search={{ with: avatarId }}
      className={buttonClasses('primary', 'px-8 text-base')}
    >
      <ChatIcon />
      Chat
    </Link>
  );
}
