import { z } from 'zod';
import { SPENDING_LIMITS } from './spending-constants.ts';

export { SPENDING_LIMITS, SPENDING_ERROR_CODES } from './spending-constants.ts';

const limit = (max: number, what: string) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1, or empty for no limit`)
    .max(max, `${what} can be at most ${max.toLocaleString('en')}`)
    .nullable();

/** PUT /api/users/{id}/spending-limits: null = no limit. */
export const spendingLimitsBodySchema = z.object({
  monthlyTokens: limit(SPENDING_LIMITS.tokensMax, 'The token limit'),
  monthlyMoneyMinor: limit(SPENDING_LIMITS.moneyMinorMax, 'The money limit'),
});
export type SpendingLimitsBody = z.infer<typeof spendingLimitsBodySchema>;

/** GET: the limits, what this month has spent against them, and whether to warn. */
export const spendingSchema = spendingLimitsBodySchema.extend({
  currency: z.string(),
  /** The month counted (UTC): from its first instant, to the first instant of the next. */
  monthStart: z.string(),
  monthEnd: z.string(),
  spentTokens: z.number().int(),
  spentMoneyMinor: z.number().int(),
  /** True from SPENDING_LIMITS.warnShare of a limit on. */
  tokensNear: z.boolean(),
  moneyNear: z.boolean(),
});
export type Spending = z.infer<typeof spendingSchema>;
