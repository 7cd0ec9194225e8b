import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { MyAngel } from '@contract/angels.ts';
import { Button, buttonClasses } from '@/components/ui/button';
import { ExportCard } from './export-card';
import { DeleteAngelDialog } from './delete-angel-dialog';

type AngelActionsProps = {
  angel: MyAngel;
  chatAction: ReactNode;
  onDeleted: (deletedChats: number) => void;
};

/** Edit, export and delete beside Chat (which phones also keep in the bar below). */
export function AngelActions({ angel, chatAction, onDeleted }: AngelActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-2">
        <div className="hidden md:contents">{chatAction}</div>
        <Link
          to="/avatars/ai/create"
          search={{ edit: angel.id }}
          className={buttonClasses('secondary')}
        >
          Edit
        </Link>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ExportCard id={angel.id} />
      <DeleteAngelDialog
        angel={angel}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={onDeleted}
      />
    </div>
  );
}
