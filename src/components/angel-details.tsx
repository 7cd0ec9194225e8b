import type { ReactNode } from 'react';
import { RoleplayText } from '@/components/roleplay/roleplay-text';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';

/**
 * An Angel's page, as discover and My Angels show it: the portrait beside a header and the
 * sections the feature passes. Navigation and actions are the caller's.
 */

const headingClass = 'mb-2 text-sm font-semibold tracking-wide text-muted uppercase';

type Portrait = { name: string; imageUrl: string; imageWidth: number; imageHeight: number };

type AngelDetailsProps = {
  avatar: Portrait;
  /** Above the name (My Angels: where the Angel came from). */
  eyebrow?: ReactNode;
  /** Age, occupation and the like, under the name. */
  facts: string;
  tagline: string;
  backLink: ReactNode;
  /** Beside the name on desktop (phones keep `chatAction` in the bar below instead). */
  actions: ReactNode;
  /** The main action, kept in reach on phones. */
  chatAction: ReactNode;
  children: ReactNode;
};

export function AngelDetails(props: AngelDetailsProps) {
  const { avatar, eyebrow, facts, tagline, backLink, actions, chatAction, children } = props;
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
        <div className="flex min-w-0 flex-col gap-6">
          <header>
            {eyebrow && (
              <p className="mb-1 text-xs font-semibold tracking-wide text-accent uppercase">
                {eyebrow}
              </p>
            )}
            <h1 className="font-display text-4xl font-semibold break-words md:text-5xl">
              {avatar.name}
            </h1>
            <p className="mt-2 text-lg text-muted">{facts}</p>
            <p className="mt-3 text-lg text-fg/90">{tagline}</p>
          </header>
          {actions}
          {children}
        </div>
      </div>
      {/* Last in the article, so it stays stuck from the top of the profile to its end. */}
      <StickyActionBar className="md:hidden *:w-full">{chatAction}</StickyActionBar>
    </article>
  );
}

/** The Angel's first words, as a quote. */
export function Greeting({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <blockquote className="rounded-3xl border-l-4 border-accent bg-surface p-5 font-display text-xl font-semibold leading-relaxed break-words whitespace-pre-line">
      <p>
        “<RoleplayText text={text} />”
      </p>
    </blockquote>
  );
}

/** A titled text, always as plain text: cards from other apps may hold markup. */
export function TextSection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section>
      <h2 className={headingClass}>{title}</h2>
      <p className="leading-relaxed break-words whitespace-pre-line">{text}</p>
    </section>
  );
}

export function TagList({ title, items }: { title: string; items: string[] }) {
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
