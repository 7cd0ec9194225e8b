import type { Avatar } from '@contract/avatars.ts';
import type { ReactNode } from 'react';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';

type AvatarDetailsProps = {
  avatar: Avatar;
  ethnicity: string;
  /** Navigation is the route's business: it passes the back link and the chat action. */
  backLink: ReactNode;
  chatAction: ReactNode;
};

function TagList({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full border border-line bg-raised px-3 py-1.5 text-sm">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AvatarDetails({ avatar, ethnicity, backLink, chatAction }: AvatarDetailsProps) {
  return (
    <article className="flex flex-col gap-6">
      <div>{backLink}</div>
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        <img
          src={avatar.imageUrl}
          width={avatar.imageWidth}
          height={avatar.imageHeight}
          alt={`Portrait of ${avatar.name}`}
          fetchPriority="high"
          className="aspect-[4/5] h-auto w-full max-w-md rounded-3xl border border-line/70 bg-raised object-cover shadow-2xl shadow-black/40 md:sticky md:top-8"
        />
        <div className="flex flex-col gap-6">
          <header>
            <h1 className="font-display text-4xl font-semibold md:text-5xl">{avatar.name}</h1>
            <p className="mt-2 text-lg text-muted">
              {avatar.age} · {ethnicity} · {avatar.occupation}
            </p>
            <p className="mt-3 text-lg text-fg/90">{avatar.tagline}</p>
          </header>
          {/* Desktop: beside the name. Phones: the bar below, always in reach. */}
          <div className="hidden md:block">{chatAction}</div>
          <blockquote className="rounded-3xl border-l-4 border-accent bg-surface p-5 font-display text-xl leading-relaxed">
            <p>“{avatar.greeting}”</p>
          </blockquote>
          <section>
            <h2 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">About</h2>
            <p className="leading-relaxed whitespace-pre-line">{avatar.bio}</p>
          </section>
          <TagList title="Personality" items={avatar.personality} />
          <TagList title="Interests" items={avatar.interests} />
        </div>
      </div>
      {/* Last in the article, so it stays stuck from the top of the profile to its end. */}
      <StickyActionBar className="md:hidden *:w-full">{chatAction}</StickyActionBar>
    </article>
  );
}
