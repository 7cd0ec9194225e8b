import { createElement, useEffect, useState, type ComponentType } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useOnline } from '@/lib/use-online';

/**
 * The main menu's code is fetched when a menu is shown: by the sidebar on a wide screen, and
 * on a phone when the drawer is about to open. A phone's first load never carries it.
 */
export const loadMainMenu = () => import('./main-menu');

type MenuProps = { onNavigate?: () => void };

function MenuUnavailable({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm text-muted">
      <p>{online ? 'The menu could not load.' : 'The menu loads when you are back online.'}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-full bg-raised px-4 font-semibold text-fg hover:bg-raised/80"
      >
        Try again
      </button>
    </div>
  );
}

const MenuLoading = () => (
  <div aria-busy="true" aria-label="Loading the menu" className="flex flex-col gap-2">
    {Array.from({ length: 5 }, (_, i) => (
      <Skeleton key={i} className="h-11" />
    ))}
  </div>
);

/** The menu once loaded: later mounts (the drawer again, a resize) show it at once. */
let loadedMenu: ComponentType<MenuProps> | null = null;

/**
 * The main menu, loaded on first show. A failed load stays in the menu's place, never the
 * page's error view, with a retry (React.lazy would keep a failed load's error for good).
 */
export function LazyMainMenu(props: MenuProps) {
  const [menu, setMenu] = useState(() => loadedMenu);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (menu) return;
    let mounted = true;
    loadMainMenu().then(
      ({ MainMenu }) => {
        loadedMenu = MainMenu;
        if (mounted) setMenu(() => MainMenu);
      },
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, [menu, attempt]);
  if (menu) return createElement(menu, props);
  if (failed) {
    return (
      <MenuUnavailable
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <MenuLoading />;
}
