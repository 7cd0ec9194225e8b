import type { ReactNode } from 'react';

export type LegalSection = { heading: string; body: ReactNode };

/** Shared frame for the legal texts: readable measure, dated, sections as h2. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl py-4">
      <h1 className="font-display text-4xl font-semibold md:text-5xl">{title}</h1>
      <p className="mt-2 text-sm text-muted">Last updated: {updated}</p>
      <div className="mt-6 text-lg leading-relaxed text-fg/90">{intro}</div>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="font-display text-2xl font-semibold">{section.heading}</h2>
          <div className="mt-3 space-y-3 leading-relaxed text-muted">{section.body}</div>
        </section>
      ))}
    </article>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-accent underline underline-offset-4">
      {email}
    </a>
  );
}
