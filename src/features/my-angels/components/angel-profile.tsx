import type { MyAngel } from '@contract/angels.ts';
import type { ReactNode } from 'react';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';

const headingClass = 'mb-2 text-sm font-semibold tracking-wide text-muted uppercase';

function TextSection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  // Card texts come from other apps and may hold markup: always shown as plain text.
  return (
    <section>
      <h2 className={headingClass}>{title}</h2>
      <p className="leading-relaxed break-words whitespace-pre-line">{text}</p>
    </section>
  );
}

function TagList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className={headingClass}>{title}</h2>
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

type AngelProfileProps = {
  angel: MyAngel;
  backLink: ReactNode;
  /** Chat, Edit, Export, Delete: the route's business. */
  actions: ReactNode;
  /** The main action, kept in reach on phones. */
  chatAction: ReactNode;
};

export function AngelProfile({ angel, backLink, actions, chatAction }: AngelProfileProps) {
  const facts = [String(angel.age), angel.occupation].filter(Boolean).join(' · ');
  return (
    <article className="flex flex-col gap-6">
      <div>{backLink}</div>
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        <img
          src={angel.imageUrl}
          width={angel.imageWidth}
          height={angel.imageHeight}
          alt={`Portrait of ${angel.name}`}
          fetchPriority="high"
          className="aspect-[4/5] h-auto w-full max-w-md rounded-3xl border border-line/70 bg-raised object-cover shadow-2xl shadow-black/40 md:sticky md:top-8"
        />
        <div className="flex min-w-0 flex-col gap-6">
          <header>
            <p className="text-xs font-semibold tracking-wide text-accent uppercase">
              {angel.source === 'imported' ? 'Imported from a card' : 'Created by you'}
            </p>
            <h1 className="mt-1 font-display text-4xl font-semibold break-words md:text-5xl">
              {angel.name}
            </h1>
            <p className="mt-2 text-lg text-muted">{facts}</p>
            <p className="mt-3 text-lg text-fg/90">{angel.tagline}</p>
          </header>
          {actions}
          {angel.greeting && (
            <blockquote className="rounded-3xl border-l-4 border-accent bg-surface p-5 font-display text-xl leading-relaxed break-words whitespace-pre-line">
              <p>“{angel.greeting}”</p>
            </blockquote>
          )}
          <TextSection title="About" text={angel.bio} />
          <TextSection title="Personality" text={angel.description} />
          <TagList title="Traits" items={angel.personality} />
          <TagList title="Interests" items={angel.interests} />
          <TextSection title="Scenario" text={angel.card.scenario} />
          <TagList title="Tags" items={angel.card.tags} />
          <TextSection title="Creator's notes" text={angel.card.creatorNotes} />
        </div>
      </div>
      <StickyActionBar className="md:hidden *:w-full">{chatAction}</StickyActionBar>
    </article>
  );
}
