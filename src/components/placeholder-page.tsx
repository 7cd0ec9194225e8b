/** Stand-in for routes whose features arrive in later issues, so navigation works today. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <section className="mx-auto max-w-2xl py-10">
      <h1 className="font-display text-4xl font-semibold">{title}</h1>
      <p className="mt-3 text-lg text-muted">{description}</p>
    </section>
  );
}
