import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import type { CatalogueAngel } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button';
import {
  catalogueAngelOptions,
  catalogueListOptions,
  useCatalogueChange,
  type CatalogueChange,
} from '../api/catalogue-api';
import type { CatalogueSearch } from '../model';
import { AngelEditor } from './angel-editor';
import { CatalogueList, PublishedBadge } from './catalogue-list';
import { NewAngelDialog } from './new-angel';
import { VersionHistory } from './version-history';

type Tab = 'edit' | 'preview' | 'history';
const TABS: { id: Tab; label: string }[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'preview', label: 'Preview' },
  { id: 'history', label: 'History' },
];

type Props = {
  search: CatalogueSearch;
  onSearch: (next: Partial<CatalogueSearch>) => void;
  /** Visitors' view of the Angel (the route composes Discover's page). */
  renderPreview: (angel: CatalogueAngel) => ReactNode;
  /** After every change: what visitors are shown (Discover's cached pages) is read again. */
  onCatalogueChanged: () => void;
};

/** The console's Catalogue section: the list beside the chosen Angel's edit, preview, history. */
export function CataloguePage({ search, onSearch, renderPreview, onCatalogueChanged }: Props) {
  const list = useQuery(catalogueListOptions(search));
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState(0);
  const [createdId, setCreatedId] = useState<number>();
  const create = useCatalogueChange(onCatalogueChanged);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-semibold text-fg">Catalogue</h1>
        <Button className="min-h-11 px-5" onClick={() => setCreating(true)}>
          New Angel
        </Button>
      </div>
      {list.error && <p role="alert">{list.error.message}</p>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CatalogueList
          search={search}
          page={list.data}
          selectedId={search.id}
          onSearch={onSearch}
          onSelect={(id) => onSearch({ id })}
        />
        {search.id ? (
          <SelectedAngel
            key={search.id}
            id={search.id}
            focusOnLoad={search.id === createdId}
            renderPreview={renderPreview}
            onCatalogueChanged={onCatalogueChanged}
          />
        ) : (
          <p className="text-muted">Choose an Angel to edit, preview or publish it.</p>
        )}
      </div>
      {/* Kept mounted: the dialog gives focus back to New Angel when it closes, and a
          closed dialog keeps what was typed; a created Angel starts the next one empty. */}
      <NewAngelDialog
        key={made}
        open={creating}
        pending={create.isPending}
        error={create.error}
        onClose={() => setCreating(false)}
        onCreate={(change) =>
          create.mutate(change, {
            onSuccess: (angel) => {
              setCreating(false);
              setMade((n) => n + 1);
              setCreatedId(angel.id);
              create.reset();
              onSearch({ id: angel.id });
            },
          })
        }
      />
    </div>
  );
}

function SelectedAngel({
  id,
  focusOnLoad,
  renderPreview,
  onCatalogueChanged,
}: {
  id: number;
  /** Just created: focus moves from the closed dialog to the new Angel. */
  focusOnLoad: boolean;
  renderPreview: Props['renderPreview'];
  onCatalogueChanged: () => void;
}) {
  const angel = useQuery(catalogueAngelOptions(id));
  const change = useCatalogueChange(onCatalogueChanged);
  const [tab, setTab] = useState<Tab>('edit');
  // The editor starts from the version it was opened at; a reload starts it again.
  const [formKey, setFormKey] = useState(0);
  const focused = useRef(false);
  if (angel.error) return <p role="alert">{angel.error.message}</p>;
  if (!angel.data) return <p className="text-muted">Loading…</p>;
  const current = angel.data;
  const run = (next: CatalogueChange) => change.mutate(next);
  return (
    <section aria-labelledby="catalogue-angel-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id="catalogue-angel-title"
          tabIndex={-1}
          ref={(heading) => {
            if (heading && focusOnLoad && !focused.current) {
              focused.current = true;
              heading.focus();
            }
          }}
          className="font-display text-xl font-semibold text-fg outline-none"
        >
          {current.name}
        </h2>
        <PublishedBadge published={current.published} />
        <span className="text-sm text-muted">Version {current.version}</span>
        <Button
          className="ml-auto min-h-11 px-5"
          variant={current.published ? 'secondary' : 'primary'}
          disabled={change.isPending}
          onClick={() => run({ kind: current.published ? 'unpublish' : 'publish', id })}
        >
          {current.published ? 'Unpublish' : 'Publish'}
        </Button>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {current.published
          ? 'On Discover and its own page for every visitor.'
          : 'Hidden: not on Discover, its page is gone for new visitors; chats it has go on.'}
      </p>
      <div role="tablist" aria-label="The Angel" className="flex gap-1">
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`catalogue-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`catalogue-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => setTab(item.id)}
            onKeyDown={(event) => {
              const index = TABS.findIndex((t) => t.id === tab);
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = TABS[(index + step + TABS.length) % TABS.length]!;
              setTab(next.id);
              document.getElementById(`catalogue-tab-${next.id}`)?.focus();
            }}
            className="min-h-11 rounded-full px-4 text-sm font-semibold text-muted aria-selected:bg-raised aria-selected:text-fg"
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`catalogue-panel-${tab}`}
        aria-labelledby={`catalogue-tab-${tab}`}
        tabIndex={0}
        className="outline-none"
      >
        {tab === 'edit' && (
          <AngelEditor
            key={`${formKey}`}
            angel={current}
            pending={change.isPending}
            error={change.error}
            onSave={(fields) =>
              change.mutate(
                { kind: 'edit', id, version: current.version, fields },
                { onSuccess: () => setFormKey((n) => n + 1) },
              )
            }
            onReload={() => {
              change.reset();
              void angel.refetch().then(() => setFormKey((n) => n + 1));
            }}
          />
        )}
        {tab === 'preview' && (
          <div className="rounded-2xl border border-line p-4">
            <p className="mb-4 text-sm text-muted">As a visitor sees its page (as saved).</p>
            {renderPreview(current)}
          </div>
        )}
        {tab === 'history' && (
          <VersionHistory
            id={id}
            latest={current.version}
            pending={change.isPending}
            onRestore={(version) =>
              change.mutate(
                { kind: 'restore', id, version },
                { onSuccess: () => setFormKey((n) => n + 1) },
              )
            }
          />
        )}
      </div>
      {change.error && tab !== 'edit' && <p role="alert">{change.error.message}</p>}
    </section>
  );
}
