import type { AvatarSummary } from '@contract/avatars.ts';
import type { ReactNode } from 'react';

/**
 * The link a card carries: its name is exactly the Angel's name, and its ::after stretches
 * over the whole card so the card is one target. Features pass their own <Link> with it.
 */
export const angelCardLinkClass =
  'pointer-events-auto rounded outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-gold';

type AngelCardProps = {
  avatar: AvatarSummary;
  /** Position in the grid: the first row loads eagerly, the very first image first of all. */
  index: number;
  /** The name, as a link styled with angelCardLinkClass. */
  link: ReactNode;
  /** A short line above the tagline (discover: the ethnicity). */
  subtitle?: ReactNode;
};

/** A portrait card of one Angel (discover, My Angels); navigation is the caller's. */
export function AngelCard({ avatar, index, link, subtitle }: AngelCardProps) {
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
          {link}
          <span className="font-sans text-base font-normal text-white/85">, {avatar.age}</span>
        </h3>
        {subtitle && (
          <p className="mt-0.5 text-xs font-medium tracking-wide text-[#ffd6a0] uppercase">
            {subtitle}
          </p>
        )}
        <p className="mt-1 line-clamp-2 text-sm text-white/85">{avatar.tagline}</p>
      </div>
    </li>
  );
}
