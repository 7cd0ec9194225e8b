import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/text-field';
import { useSession } from '@/lib/auth/session-store';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useImportCard } from '../api/import-card';
import { cardFileProblem } from '../model';

/**
 * "Import a character card": a PNG or JSON card becomes a new Angel (at the creation cost).
 * The file is checked here first, so an unfit one is refused without spending anything.
 */
export function ImportCard({ cost }: { cost: number }) {
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  // My Angels is behind the login guard: there is always a user here.
  const mutation = useImportCard(useSession().user?.id ?? '');
  const [problem, setProblem] = useState<string>();

  function onFile(file: File | undefined) {
    if (!file) return;
    mutation.reset();
    const found = cardFileProblem(file);
    setProblem(found);
    if (found) return;
    mutation.mutate(file, {
      onSuccess: (angel) => {
        toast.add({
          severity: 'success',
          summary: `${angel.name} imported`,
          life: DEFAULT_TOAST_LIFE,
        });
        void navigate({ to: '/avatars/ai/$id', params: { id: String(angel.id) } });
      },
    });
  }

  const alert = problem ?? mutation.error?.message;
  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        type="file"
        accept=".png,.json,image/png,application/json"
        hidden
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // The same file chosen again (after a fix elsewhere) must fire a change too.
          event.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        onClick={() => input.current?.click()}
      >
        {mutation.isPending ? 'Importing…' : `Import a character card · ${cost} tokens`}
      </Button>
      <FormAlert message={alert} />
    </div>
  );
}
