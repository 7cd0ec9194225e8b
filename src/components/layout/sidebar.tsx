import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { Brand } from './brand';
import { LazyMainMenu } from './lazy-main-menu';

/**
 * Desktop (md and up): a sticky left sidebar holding the whole menu. Not rendered on phones;
 * the server's first paint, which cannot tell, renders it and its CSS hides it below md.
 */
export function Sidebar({ brandName }: { brandName: string }) {
  const wide = useMediaQuery(WIDE_SCREEN, true);
  if (!wide) return null;
  return (
    <nav
      aria-label="Main menu"
      className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-8 overflow-y-auto border-r border-line/70 bg-surface/60 px-4 py-6 backdrop-blur md:flex"
    >
      <Brand name={brandName} />
      {/* The sidebar's width is fixed: the menu arriving moves nothing. */}
      <LazyMainMenu />
    </nav>
  );
}
