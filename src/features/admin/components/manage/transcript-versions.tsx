import type { TranscriptMessage } from '@contract/moderation.ts';

/**
 * What the user steered, as agents need to see it: an edit with the words before it, and a
 * reply's versions (the one the user chose is the one shown above, the others listed), so
 * moderation reads everything that was really said.
 */
export function TranscriptVersions({ message }: { message: TranscriptMessage }) {
  const versions = message.alternatives ?? [];
  const shown = message.alternative ?? 0;
  if (!message.edited && versions.length < 2) return null;
  return (
    <div data-versions className="flex max-w-[44rem] flex-col gap-1 text-xs text-muted">
      {message.edited && (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
            Edited by the user — the words before
          </summary>
          <p className="py-1 whitespace-pre-wrap text-fg">{message.originalText}</p>
        </details>
      )}
      {versions.length > 1 && (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
            Version {shown + 1} of {versions.length} shown — the others
          </summary>
          <ol className="flex flex-col gap-1 py-1">
            {versions.map((version, i) =>
              i === shown ? null : (
                <li key={i} className="whitespace-pre-wrap text-fg">
                  <span className="font-semibold text-muted">
                    {i + 1}
                    {version.status === 'FAILED' ? ' (failed)' : ''}
                    {version.edited ? ' (edited)' : ''}:{' '}
                  </span>
                  {version.text || '—'}
                </li>
              ),
            )}
          </ol>
        </details>
      )}
    </div>
  );
}
