/**
 * Runtime constants of the API contract, mirrored without zod. The contract modules build zod
 * schemas at import time, so importing even a constant from them puts all of zod (~35 KB gzip)
 * into the entry chunk and breaks the 120 KB budget. Types still come from `@contract/*` via
 * `import type`; contract-constants.test.ts fails if this mirror drifts from the contract.
 * Remove once the contract exports its constants from a zod-free module.
 */
import type { Ethnicity, Gender } from '@contract/avatars.ts';

export const GENDERS = ['MALE', 'FEMALE'] as const satisfies readonly Gender[];
export const ETHNICITIES = [
  'ASIAN',
  'BLACK',
  'CAUCASIAN',
  'LATINA',
  'MIDDLE_EASTERN',
  'SOUTH_ASIAN',
  'MIXED',
] as const satisfies readonly Ethnicity[];
export const MIN_AGE = 18;
export const MAX_AGE = 99;
export const DEFAULT_GENDER: Gender = 'FEMALE';
export const DEFAULT_PAGE_SIZE = 12;
