import { Button } from '@/components/ui/button';

type DraftNoticeProps = {
  notice: string | null;
  /** Another draft is kept aside on this device. */
  hasAside: boolean;
  onSwap: () => void;
  onDrop: () => void;
};

/** Which draft was opened, and the other one, never lost without a trace. */
export function DraftNotice({ notice, hasAside, onSwap, onDrop }: DraftNoticeProps) {
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-muted empty:hidden">
        {notice}
      </p>
      {hasAside && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>Another draft is kept aside on this device.</span>
          <Button variant="secondary" className="min-h-11 px-4 text-xs" onClick={onSwap}>
            Open the other draft
          </Button>
          <Button variant="secondary" className="min-h-11 px-4 text-xs" onClick={onDrop}>
            Discard the other draft
          </Button>
        </div>
      )}
    </div>
  );
}
