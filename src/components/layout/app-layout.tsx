import type { ReactNode } from 'react';
import { useFullScreenOnPhoneActive } from '@/lib/full-screen';
import { BottomBar } from './bottom-bar';
import { OfflineBanner } from './offline-banner';
import { MobileTopBar } from './mobile-top-bar';
import { Sidebar } from './sidebar';

/** A sidebar menu from md (768 px) up; below it a top bar and a bottom bar instead. */
export function AppLayout({ brandName, children }: { brandName: string; children: ReactNode }) {
  // A conversation on a phone is full-screen: its own header replaces both bars.
  const fullScreen = useFullScreenOnPhoneActive();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh">
        <Sidebar brandName={brandName} />
        <div className="flex min-w-0 flex-1 flex-col">
          {!fullScreen && <MobileTopBar brandName={brandName} />}
          <main
            id="main"
            tabIndex={-1}
            className={`mx-auto w-full max-w-7xl flex-1 ${fullScreen ? 'p-0' : 'px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] sm:px-6'} outline-none md:px-10 md:pt-10 md:pb-12`}
          >
            <div className={fullScreen ? 'max-md:hidden' : undefined}>
              <OfflineBanner />
            </div>
            {children}
          </main>
        </div>
      </div>
      {!fullScreen && <BottomBar />}
    </>
  );
}
