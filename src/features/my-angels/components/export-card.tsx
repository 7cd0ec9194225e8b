import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/text-field';
import { fetchCard, saveFile } from '../api/download-card';
import type { CardFormat } from '../model';

const LABELS: Record<CardFormat, string> = {
  png: 'Download card (PNG)',
  json: 'Download card (JSON)',
};

/** Character Card V3 downloads, for SillyTavern, RisuAI, Agnai and the like. */
export function ExportCard({ id }: { id: number }) {
  const mutation = useMutation({
    mutationFn: (format: CardFormat) => fetchCard(id, format),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  return (
    <section aria-labelledby="export-card" className="flex flex-col gap-2">
      <h2 id="export-card" className="text-sm font-semibold tracking-wide text-muted uppercase">
        Character card
      </h2>
      <div className="flex flex-wrap gap-2">
        {(['png', 'json'] as const).map((format) => {
          const busy = mutation.isPending && mutation.variables === format;
          return (
            <Button
              key={format}
              variant="secondary"
              disabled={mutation.isPending}
              aria-busy={busy || undefined}
              onClick={() => mutation.mutate(format)}
            >
              {LABELS[format]}
            </Button>
          );
        })}
      </div>
      <FormAlert message={mutation.error?.message} />
    </section>
  );
}
