import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CatalogueAngel } from '@contract/catalogue.ts';
import { CataloguePage } from '@/features/catalogue/components/catalogue-page';
import {
  CATALOGUE_DEFAULTS,
  parseCatalogueSearch,
  type CatalogueSearch,
} from '@/features/catalogue/model';
import { avatarKeys } from '@/features/discover/api/query-keys';
import { AvatarDetails } from '@/features/discover/components/avatar-details';
import { ethnicityLabel } from '@/features/discover/model';

/**
 * The console's Catalogue section (curators: the server answers anyone else 403). Its list's
 * search, page and chosen Angel live in the URL; the preview is Discover's own Angel page.
 */
export const Route = createFileRoute('/admin/catalogue')({
  validateSearch: (raw: Partial<CatalogueSearch> & SearchSchemaInput) =>
    parseCatalogueSearch(raw as Record<string, unknown>),
  search: { middlewares: [stripSearchParams({ q: '', status: 'all', page: 1 })] },
  component: CatalogueRoute,
});

function Preview({ angel }: { angel: CatalogueAngel }) {
  return (
    <AvatarDetails
      avatar={angel}
      ethnicity={ethnicityLabel(angel.ethnicity, angel.gender)}
      backLink={null}
      chatAction={
        <span className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 text-sm font-semibold text-on-accent">
          Chat with {angel.name}
        </span>
      }
    />
  );
}

function CatalogueRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const onCatalogueChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: avatarKeys.all }),
    [queryClient],
  );
  return (
    <CataloguePage
      search={{ ...CATALOGUE_DEFAULTS, ...search }}
      onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      renderPreview={(angel) => <Preview angel={angel} />}
      onCatalogueChanged={onCatalogueChanged}
    />
  );
}
