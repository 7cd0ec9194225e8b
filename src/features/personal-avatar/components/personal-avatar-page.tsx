import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { CrownIcon } from '@/components/ui/icons';
import type { LoggedUser } from '@/lib/auth/session-store';

const sectionClass = 'flex flex-col gap-4 rounded-3xl border border-line bg-surface p-6';

type PersonalAvatarPageProps = {
  user: LoggedUser;
  /** The name and stock-portrait form (the welcome modal's), composed by the route. */
  stockForm: ReactNode;
};

/** How the user appears to their Angels, and the ways to change it. */
export function PersonalAvatarPage({ user, stockForm }: PersonalAvatarPageProps) {
  const avatar = user.avatar;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
      <h1 className="font-display text-4xl font-semibold">Personal avatar</h1>
      <div className={`${sectionClass} sm:flex-row sm:items-center`}>
        {avatar && (
          <img
            src={avatar.imageUrl}
            alt={`Your portrait, as your Angels see it`}
            width={120}
            height={150}
            className="aspect-[4/5] w-28 rounded-2xl bg-raised object-cover"
          />
        )}
        <div>
          <p className="text-sm text-muted">Your Angels know you as</p>
          <p className="font-display text-3xl font-semibold break-words">{avatar?.name ?? '…'}</p>
        </div>
      </div>
      <div className={sectionClass}>
        <h2 className="font-display text-2xl font-semibold">Your own portrait</h2>
        {user.isPremium ? (
          <>
            <p className="text-muted">
              Design a portrait of your own with the looks the Angel creator offers.
            </p>
            <Link to="/avatars/personal/create" className={buttonClasses('primary', 'self-start')}>
              Design your own portrait
            </Link>
          </>
        ) : (
          <>
            <p className="text-muted">
              With Premium you can design a portrait of your own instead of a stock one.
            </p>
            <Link to="/premium" className={buttonClasses('secondary', 'self-start')}>
              <CrownIcon />
              Get Premium to design your portrait
            </Link>
          </>
        )}
      </div>
      <div className={sectionClass}>
        <h2 className="font-display text-2xl font-semibold">Name and stock portrait</h2>
        {stockForm}
      </div>
    </section>
  );
}
