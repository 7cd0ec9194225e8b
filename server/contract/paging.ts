import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';

/** The most pages a list can be walked to: past it, an offset scan costs more than it serves. */
const PAGE_MAX = 10_000;

/**
 * `?page=&pageSize=` of a paged list: pages from 1, at most `maxSize` items a page (a larger ask
 * is a 400 saying so, not a silent cut) and at most `maxPage` pages deep. One definition for
 * every paged list, so each says the same thing about the same mistake.
 */
export function pageQuerySchema(
  defaultSize: number,
  { maxSize = MAX_PAGE_SIZE, maxPage = PAGE_MAX }: { maxSize?: number; maxPage?: number } = {},
) {
  return z.object({
    page: z.coerce
      .number({ error: 'page must be a whole number' })
      .int('page must be a whole number')
      .min(1, 'page starts at 1')
      .max(maxPage, `page must be at most ${maxPage}`)
      .default(1),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a whole number' })
      .int('pageSize must be a whole number')
      .min(1, 'pageSize must be at least 1')
      .max(maxSize, `pageSize must be at most ${maxSize}`)
      .default(defaultSize),
  });
}

/** The paged answer's frame around a page of `items` out of `total`. */
export function pageOf<T>(
  items: T[],
  total: number,
  q: { page: number; pageSize: number },
): Paged<T> {
  return {
    firstPage: q.page === 1,
    lastPage: q.page * q.pageSize >= total,
    page: q.page,
    pageSize: q.pageSize,
    total,
    items,
  };
}

/** A paged list response carries firstPage, lastPage and items. Pages start at 1. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    firstPage: z.boolean(),
    lastPage: z.boolean(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    items: z.array(item),
  });
}

export type Paged<T> = {
  firstPage: boolean;
  lastPage: boolean;
  page: number;
  pageSize: number;
  total: number;
  items: T[];
};

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
