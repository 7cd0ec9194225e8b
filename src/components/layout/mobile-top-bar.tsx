import { useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { Modal } from '@/components/ui/modal';
import { Brand } from './brand';
import { LazyMainMenu, loadMainMenu } from './lazy-main-menu';

/** Mobile (below md): brand plus a button opening the main menu as a drawer dialog. */
export function MobileTopBar({ brandName }: { brandName: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the drawer closes with its content in place.
  const [used, setUsed] = useState(false);
  // Widened past the breakpoint (a rotated tablet): this bar hides, and so must its drawer,
  // or the hidden modal would hold the page.
  const wide = useMediaQuery(WIDE_SCREEN);
  if (wide && open) setOpen(false);
  return (
    <header className="sticky top-0 z-30 flex items-center justify-between border-b border-line/70 bg-canvas/85 px-3 pt-[env(safe-area-inset-top)] pr-[max(0.75rem,env(safe-area-inset-right))] pl-[max(0.75rem,env(safe-area-inset-left))] backdrop-blur md:hidden">
      <div className="flex h-14 items-center">
        <Brand name={brandName} />
      </div>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        // The finger is still down: the menu's chunk is on its way before the click.
        onPointerDown={() => void loadMainMenu().catch(() => undefined)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="grid size-11 place-items-center rounded-full text-fg hover:bg-raised"
      >
        <MenuIcon />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Menu"
        className="mr-0 h-dvh max-h-dvh w-[min(20rem,88vw)] rounded-none rounded-l-3xl pb-[env(safe-area-inset-bottom)]"
      >
        <nav aria-label="Main menu" className="flex flex-1 flex-col">
          {used && <LazyMainMenu onNavigate={() => setOpen(false)} />}
        </nav>
      </Modal>
    </header>
  );
}
