import { Link } from '@tanstack/react-router';
import type { AvatarSummary } from '@contract/avatars.ts';

type AvatarCardProps = {
  avatar: AvatarSummary;
  ethnicity: string;
  /** Position in the grid: the first row loads eagerly, the very first image first of all. */
  index: number;
  /** Cards in the Discover grid let "Back to Discover" return by history (see model.ts). */
  inDiscoverGrid?: boolean;
};

export function AvatarCard({ avatar, ethnicity, index, inDiscoverGrid = false }: AvatarCardProps) {
  const eager = index < 4;
  return (
    <li className="group relative overflow-hidden rounded-3xl border border-line/70 bg-surface shadow-lg shadow-black/20 transition-transform focus-within:-translate-y-0.5 hover:-translate-y-0.5">
      <img
        src={avatar.imageUrl}
        width={avatar.imageWidth}
        height={avatar.imageHeight}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={index === 0 ? 'high' : undefined}
        className="aspect-[4/5] h-auto w-full bg-raised object-cover"
      />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/60 to-transparent p-3 pt-12 text-white sm:p-4 sm:pt-16">
        <h3 className="font-display text-lg leading-tight font-semibold sm:text-xl">
          {/* The link's name is exactly the avatar's name; its ::after stretches over the card. */}
          <Link
            to="/discover/$id"
            params={{ id: String(avatar.id) }}
            search={true}
            state={{ fromDiscover: inDiscoverGrid }}
            className="pointer-events-auto rounded outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-gold"
          >
            {avatar.name}
          </Link>
          <span className="font-sans text-base font-normal text-white/85">, {avatar.age}</span>
        </h3>
        <p className="mt-0.5 text-xs font-medium tracking-wide text-[#ffd6a0] uppercase">
          {ethnicity}
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-white/85">{avatar.tagline}</p>
      </div>
    </li>
  );
}
