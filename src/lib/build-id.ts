declare const __BUILD_ID__: string;

/**
 * This build's id (vite.config.ts `define`): busts the persisted query cache and the
 * non-hashed asset URLs when a new version ships. Tests run unbuilt code: 'test' there.
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'test';
