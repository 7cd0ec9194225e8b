import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@/components/ui/button';

export function NotFoundView({
  title = 'Page not found',
  message = 'The page you are looking for does not exist or has moved.',
}: {
  title?: string;
  message?: string;
}) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden="true" className="font-display text-6xl font-semibold text-gold">
        404
      </p>
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      <p className="text-muted">{message}</p>
      <Link to="/discover" className={buttonClasses('primary')}>
        Back to Discover
      </Link>
    </section>
  );
}
