import { Link } from '@tanstack/react-router';
import type { CaseSummary } from '@contract/moderation.ts';
import { buttonClasses } from '@/components/ui/button';

/** Where a case is worked: its chat's manage page, or the user's page for a name case. */
export function CaseLink({ item, children }: { item: CaseSummary; children: string }) {
  const className = buttonClasses('ghost', 'px-3');
  const label = `${children} case of ${item.user.email}`;
  return item.chatHash ? (
    <Link
      to="/admin/chats/manage/{-$chatHash}"
      params={{ chatHash: item.chatHash }}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  ) : (
    <Link
      to="/admin/violations/{-$userId}"
      params={{ userId: item.user.id }}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
