import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@/components/ui/button';

export function LandingHero({ domainName }: { domainName: string }) {
  return (
    <section className="relative overflow-hidden rounded-[2rem] border border-line/70 bg-surface/70 px-6 py-12 sm:px-10 md:py-16">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-accent/20 blur-3xl"
      />
      <p className="text-sm font-semibold tracking-[0.2em] text-gold uppercase">{domainName}</p>
      <h1 className="mt-3 max-w-2xl font-display text-4xl leading-tight font-semibold sm:text-5xl md:text-6xl">
        Company that listens, whenever you need it.
      </h1>
      <p className="mt-5 max-w-xl text-lg text-muted">
        Meet Angels: AI companions with their own stories, humour and warmth. Browse who feels
        right, say hello, and pick up the conversation any time, on any device, even on a shaky
        connection.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/discover" className={buttonClasses('primary', 'px-7 text-base')}>
          Discover Angels
        </Link>
        <Link to="/premium" className={buttonClasses('secondary', 'px-7 text-base')}>
          See Premium
        </Link>
      </div>
    </section>
  );
}
