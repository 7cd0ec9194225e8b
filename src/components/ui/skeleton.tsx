/** A placeholder block; decorative, so assistive tech hears the surrounding busy state instead. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton rounded-xl bg-raised ${className}`} />;
}
