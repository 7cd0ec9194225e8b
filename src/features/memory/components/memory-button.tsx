import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session-store';
import { LazyMemoryPanel } from './memory-panel-lazy';

/** On an Angel's page, signed in: opens "What {Angel} remembers" about the user. */
export function MemoryButton({ avatarId, name }: { avatarId: number; name: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClasses('secondary', 'px-6 text-base')}
        onClick={() => setOpen(true)}
      >
        What {name.split(' ')[0]} remembers
      </button>
      {open && <LazyMemoryPanel avatarId={avatarId} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
