import type { AvatarOptions } from '@contract/avatars.ts';
import { useCatalogueFreshness } from '../api/catalogue-freshness';
import { useAvatars } from '../api/get-avatars';
import { DISCOVER_DEFAULTS, ethnicityLabel } from '../model';
import { AvatarCard } from './avatar-card';
import { AvatarCardSkeletons, gridClass } from './avatar-grid';

const FEATURED_COUNT = 4;

/** A first glimpse of the catalogue; shares its cache with the default Discover grid. */
export function FeaturedAngels({ options }: { options?: AvatarOptions }) {
  const list = useAvatars(DISCOVER_DEFAULTS);
  useCatalogueFreshness();
  if (list.error) return null;
  return (
    <section aria-labelledby="featured-title" className="flex flex-col gap-4">
      <h2 id="featured-title" className="font-display text-2xl font-semibold">
        Featured Angels
      </h2>
      <ul aria-label="Featured Angels" aria-busy={!list.fetched} className={gridClass}>
        {list.fetched ? (
          list.items
            .slice(0, FEATURED_COUNT)
            .map((avatar, index) => (
              <AvatarCard
                key={avatar.id}
                avatar={avatar}
                index={index}
                ethnicity={ethnicityLabel(avatar.ethnicity, avatar.gender, options?.ethnicities)}
              />
            ))
        ) : (
          <AvatarCardSkeletons count={FEATURED_COUNT} />
        )}
      </ul>
    </section>
  );
}
