import { Link } from '@tanstack/react-router';
import type { AvatarSummary } from '@contract/avatars.ts';
import { AngelCard, angelCardLinkClass } from '@/components/angel-card';

type AvatarCardProps = {
  avatar: AvatarSummary;
  ethnicity: string;
  /** Position in the grid: the first row loads eagerly, the very first image first of all. */
  index: number;
  /** Cards in the Discover grid let "Back to Discover" return by history (see model.ts). */
  inDiscoverGrid?: boolean;
};

export function AvatarCard({ avatar, ethnicity, index, inDiscoverGrid = false }: AvatarCardProps) {
  return (
    <AngelCard
      avatar={avatar}
      index={index}
      subtitle={ethnicity}
      link={
        <Link
          to="/discover/$id"
          params={{ id: String(avatar.id) }}
          search={true}
          state={{ fromDiscover: inDiscoverGrid }}
          className={angelCardLinkClass}
        >
          {avatar.name}
        </Link>
      }
    />
  );
}
