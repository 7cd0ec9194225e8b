/** Page sizes every list shares (its own sizes live beside its other constants). */

/** Discover shows 12 Angels a page; 12 is also every list's default page size. */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 60;
