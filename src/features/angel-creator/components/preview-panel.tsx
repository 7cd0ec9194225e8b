import { portraitFromChoices, taglineFor } from '@contract/angel-looks.ts';
import { PortraitPreview } from '@/components/portrait/portrait-preview';
import type { CreatorDraft } from '../model';

/**
 * The live portrait. On phones a slim strip that stays under the top bar while the choices
 * scroll by; from md up a full card beside the steps.
 */
export function PreviewPanel({ draft }: { draft: CreatorDraft }) {
  const name = draft.choices.name.trim();
  const alt = name ? `Portrait preview of ${name}` : 'Portrait preview of your Angel';
  const options = portraitFromChoices(draft.choices, draft.seed);
  return (
    <aside
      aria-label="Preview"
      className="sticky top-[calc(3.5rem+1px+env(safe-area-inset-top))] z-10 -mx-4 flex items-center gap-3 border-b border-line/70 bg-canvas/95 px-4 py-2 backdrop-blur md:top-6 md:mx-0 md:flex-col md:items-stretch md:rounded-3xl md:border md:bg-surface md:p-4"
    >
      <div className="w-20 shrink-0 md:w-full">
        <PortraitPreview options={options} alt={alt} className="rounded-2xl md:rounded-3xl" />
      </div>
      <div className="min-w-0">
        <p className="truncate font-display text-lg font-semibold text-fg">
          {name || 'Your Angel'}
        </p>
        <p className="truncate text-sm text-muted">
          {draft.choices.age} · {taglineFor(draft.choices)}
        </p>
      </div>
    </aside>
  );
}
