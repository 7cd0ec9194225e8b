/**
 * The whole database schema. Each resource keeps its tables in `tables/<resource>.ts`;
 * this module only gathers them so drizzle (typed queries) and drizzle-kit see one schema.
 */
export * from './tables/avatars.ts';
export * from './tables/users.ts';
export * from './tables/refresh-tokens.ts';
export * from './tables/one-time-tokens.ts';
export * from './tables/chats.ts';
export * from './tables/money.ts';
export * from './tables/moderation.ts';
export * from './tables/rate-limits.ts';
export * from './tables/memory.ts';
export * from './tables/chat-branches.ts';
export * from './tables/alternatives.ts';
export * from './tables/ratings.ts';
export * from './tables/history-revisions.ts';
export * from './tables/push.ts';
export * from './tables/stripe.ts';
export * from './tables/catalogue-versions.ts';
export * from './tables/proactive.ts';
export * from './tables/spending-limits.ts';
