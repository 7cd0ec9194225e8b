import { Link } from '@tanstack/react-router';

export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return <img src="/favicon.svg" alt="" width="36" height="36" className={className} />;
}

/** The domain name is configuration (GET /api/vars), so the layout receives it as a prop. */
export function Brand({ name }: { name: string }) {
  return (
    <Link
      to="/"
      className="flex min-h-11 items-center gap-3 rounded-xl pr-2 font-display text-xl font-semibold tracking-wide text-fg"
    >
      <BrandMark />
      <span>{name}</span>
    </Link>
  );
}
