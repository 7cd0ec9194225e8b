/** A reply that has no words yet: three bouncing dots, and who is writing in words. */
export function TypingDots({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-muted">
      <span aria-hidden="true" className="inline-flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            style={{ animationDelay: `${delay}ms` }}
            className="size-1.5 animate-bounce rounded-full bg-current"
          />
        ))}
      </span>
      <span>{name} is typing…</span>
    </span>
  );
}
