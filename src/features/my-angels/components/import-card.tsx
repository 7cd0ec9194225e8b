import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/text-field';
import { useSession } from '@/lib/auth/session-store';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import type { CardPreview } from '@contract/angels.ts';
import { useImportCard } from '../api/import-card';
import { usePreviewCard } from '../api/preview-card';
import { cardFileProblem } from '../model';
import { ImportPreviewDialog } from './import-preview-dialog';

/**
 * "Import a character card": a PNG or JSON card becomes a new Angel (at the creation cost).
 * The file is checked here first, then read by the server without charging, and what it would
 * create is shown with its price: nothing is spent until the user confirms.
 */
type Chosen = { file: File; card: CardPreview; pictureUrl: string | undefined };

export function ImportCard({ cost }: { cost: number }) {
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  // My Angels is behind the login guard: there is always a user here.
  const mutation = useImportCard(useSession().user?.id ?? '');
  const preview = usePreviewCard();
  const [problem, setProblem] = useState<string>();
  const [chosen, setChosen] = useState<Chosen>();

  function close() {
    if (chosen?.pictureUrl) URL.revokeObjectURL(chosen.pictureUrl);
    setChosen(undefined);
  }

  function onFile(file: File | undefined) {
    if (!file) return;
    mutation.reset();
    preview.reset();
    const found = cardFileProblem(file);
    setProblem(found);
    if (found) return;
    preview.mutate(file, {
      onSuccess: (card) => {
        const pictureUrl = card.portrait ? undefined : URL.createObjectURL(file);
        setChosen({ file, card, pictureUrl });
      },
    });
  }

  function onConfirm(file: File, age: number | undefined) {
    mutation.mutate(
      { file, age },
      {
        onSuccess: (angel) => {
          close();
          toast.add({
            severity: 'success',
            summary: `${angel.name} imported`,
            life: DEFAULT_TOAST_LIFE,
          });
          void navigate({ to: '/avatars/ai/$id', params: { id: String(angel.id) } });
        },
      },
    );
  }

  const busy = preview.isPending || mutation.isPending;
  // A refusal of the import itself shows in the dialog while it is open, here once closed.
  const alert = problem ?? preview.error?.message ?? (chosen ? undefined : mutation.error?.message);
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
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        {preview.isPending ? 'Reading the card…' : `Import a character card · ${cost} tokens`}
      </Button>
      <FormAlert message={alert} />
      {chosen && (
        <ImportPreviewDialog
          preview={chosen.card}
          pictureUrl={chosen.pictureUrl}
          pending={mutation.isPending}
          error={mutation.error?.message}
          onConfirm={(age) => onConfirm(chosen.file, age)}
          onCancel={() => {
            close();
            mutation.reset();
          }}
        />
      )}
    </div>
  );
}
