/** Types of ensure-built.mjs, for the TypeScript scripts that import it. */
export const root: string;
export function ensureBuilt(distDir: string): void;
