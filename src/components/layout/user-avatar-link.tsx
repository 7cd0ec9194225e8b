import { Link } from '@tanstack/react-router';
import type { LoggedUser } from '@/lib/auth/session-store';

/** The logged user's avatar (portrait + name), leading to the personal avatar page. */
export function UserAvatarLink({
  user,
  className,
  onNavigate,
}: {
  user: LoggedUser;
  className: string;
  onNavigate?: () => void;
}) {
  const name = user.avatar?.name ?? 'Your avatar';
  return (
    <Link to="/avatars/personal" className={className} onClick={onNavigate}>
      {user.avatar ? (
        <img
          src={user.avatar.imageUrl}
          alt=""
          width="28"
          height="28"
          className="size-7 rounded-full bg-raised object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-7 rounded-full bg-raised" />
      )}
      <span className="truncate">{name}</span>
    </Link>
  );
}
