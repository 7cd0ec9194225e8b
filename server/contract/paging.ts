import { z } from 'zod';

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
