import { useState } from 'react';
import type { CatalogueChange as Change } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button';
import { useCatalogueVersions } from '../api/catalogue-api';

const CHANGES: Record<Change, string> = {
  original: 'As the catalogue first had it',
  create: 'Created',
  edit: 'Edited',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every version of the Angel, newest first; any but the latest can be restored. */
export function VersionHistory({
  id,
  latest,
  pending,
  onRestore,
}: {
  id: number;
  latest: number;
  pending: boolean;
  onRestore: (version: number) => void;
}) {
  const [page, setPage] = useState(1);
  const { data, error } = useCatalogueVersions(id, page);
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p className="text-sm text-muted">Loading the history…</p>;
  if (data.total === 0) {
    return <p className="text-sm text-muted">No curator has changed this Angel yet.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-2">
        {data.items.map((version) => (
          <li
            key={version.version}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-fg">
                Version {version.version}: {CHANGES[version.change]}
                {version.version === latest && <span className="text-muted"> (current)</span>}
              </p>
              <p className="text-xs text-muted">
                {when(version.createdAt)} · {version.actor?.email ?? 'the seed'} ·{' '}
                {version.fields.name}, {version.published ? 'published' : 'unpublished'}
              </p>
            </div>
            {version.version !== latest && (
              <Button
                variant="secondary"
                className="min-h-11 px-4"
                disabled={pending}
                onClick={() => onRestore(version.version)}
                aria-label={`Restore version ${version.version}`}
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
      {(!data.firstPage || !data.lastPage) && (
        <nav aria-label="History pages" className="flex gap-2">
          <Button
            variant="secondary"
            className="min-h-11 px-4"
            disabled={data.firstPage}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </Button>
          <Button
            variant="secondary"
            className="min-h-11 px-4"
            disabled={data.lastPage}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </nav>
      )}
    </div>
  );
}
