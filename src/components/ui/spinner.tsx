export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-muted">
      <span
        aria-hidden="true"
        className="spinner size-5 rounded-full border-2 border-line border-t-accent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
