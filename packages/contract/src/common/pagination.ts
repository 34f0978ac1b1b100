import { z } from 'zod';

/**
 * The one way a list comes in pages (users/list set it: `{ items, page, pageSize, total }`, pages counted from 0).
 * A list that pages takes `page` and `pageSize` beside its own fields, both optional, and answers `pageOf(item)`.
 */
export const defaultPageSize = 12;
export const maxPageSize = 100;

/** The page fields a paged request adds to its body or query. */
export const pageRequestFields = {
  /** From 0; a page past the end answers no items (with the total). */
  page: z.number().int().min(0).max(100_000).optional(),
  /** Items a page, `defaultPageSize` when not given. */
  pageSize: z.number().int().min(1).max(maxPageSize).optional(),
};

/** One page of a list, newest first unless its endpoint says otherwise. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Items in the whole list. */
    total: z.number().int(),
  });
}

/** A page as services answer it. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
