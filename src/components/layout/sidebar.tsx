import { Brand } from './brand';
import { MainMenu } from './main-menu';

/** Desktop (md and up): a sticky left sidebar holding the whole menu. */
export function Sidebar({ brandName }: { brandName: string }) {
  return (
    <nav
      aria-label="Main menu"
      className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-8 overflow-y-auto border-r border-line/70 bg-surface/60 px-4 py-6 backdrop-blur md:flex"
    >
      <Brand name={brandName} />
      <MainMenu />
    </nav>
  );
}
