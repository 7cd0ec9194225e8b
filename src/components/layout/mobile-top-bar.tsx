import { useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Brand } from './brand';
import { MainMenu } from './main-menu';

/** Mobile (below md): brand plus a button opening the main menu as a drawer dialog. */
export function MobileTopBar({ brandName }: { brandName: string }) {
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen(true)}
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
          <MainMenu onNavigate={() => setOpen(false)} />
        </nav>
      </Modal>
    </header>
  );
}
