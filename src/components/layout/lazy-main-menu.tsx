import { lazy } from 'react';

/**
 * The main menu's code is fetched when a menu is shown: by the sidebar on a wide screen, and
 * on a phone when the drawer is about to open. A phone's first load never carries it.
 */
export const loadMainMenu = () => import('./main-menu');

export const LazyMainMenu = lazy(() =>
  loadMainMenu().then(({ MainMenu }) => ({ default: MainMenu })),
);
