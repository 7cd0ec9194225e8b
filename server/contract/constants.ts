/**
 * The contract's runtime constants, free of zod: the browser imports these directly, and
 * importing a schema module would pull all of zod (~35 KB gzip) into the app's entry chunk.
 * Schema modules build on these; types come from the schema modules via `import type`.
 */

// Each domain's constants live in a file of their own; code on the first load imports those
// files directly, so that its chunk carries only what it uses (a bundler keeps a module whole
// in one chunk: one file for all would bring every page's constants into the entry chunk).
export * from './avatar-filters.ts';
export * from './page-sizes.ts';
export * from './account-constants.ts';
export * from './chat-constants.ts';
export * from './money-constants.ts';
export * from './angel-constants.ts';
export * from './catalogue-constants.ts';
export * from './moderation-constants.ts';
