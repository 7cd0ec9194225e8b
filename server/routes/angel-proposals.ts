import { askModel, proposalTimeoutMs } from '../cards/proposal-llm.ts';
import { proposeText } from '../contract/angel-writer.ts';
import { proposalBodySchema, proposalSchema, type Proposal } from '../contract/angels.ts';
import { apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { KB } from '../http/request-rules.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';

/**
 * Model calls one address may make in the window: plenty for a person regenerating texts,
 * too few to use this public endpoint as a free LLM. Past it, the built-in writer answers.
 */
export const PROPOSALS_PER_IP = 60;
const WINDOW_SECONDS = 15 * 60;

/**
 * POST /api/avatars/proposals: one text of the creator (occupation, bio, personality
 * description or greeting) written from the choices. Public: visitors build Angels before
 * they register. With LLM_BASE_URL the model writes it; without, on failure or over the
 * per-address budget, the built-in writer (the one the browser also runs offline).
 */
export function angelProposalRoutes({ db, config }: ModerationDeps) {
  const limiter = new RateLimiter(
    db,
    {
      perIp: PROPOSALS_PER_IP,
      perAccount: Number.POSITIVE_INFINITY,
      windowSeconds: WINDOW_SECONDS,
    },
    Date.now,
    config.trustedProxies,
  );
  const propose = endpoints({})({
    method: 'post',
    path: '/proposals',
    access: 'public',
    writeLimit: 'angelCreate',
    // The choices and a short seed.
    bodyLimit: 4 * KB,
    summary: 'Propose an occupation, bio, personality description or greeting for the creator',
    request: { body: jsonBody(proposalBodySchema) },
    responses: { 200: json('The proposed text and who wrote it', proposalSchema) },
  });
  return apiRouter().openapi(propose, async (c) => {
    const { field, choices, seed, occupation } = c.req.valid('json');
    let proposal: Proposal | null = null;
    if (config.llm && (await withinBudget(() => limiter.hit(c, 'angel-proposal')))) {
      const timeoutMs = proposalTimeoutMs({ ...config, llm: config.llm });
      const text = await askModel(config.llm, field, choices, timeoutMs, occupation);
      if (text) proposal = { text, engine: 'llm' };
    }
    proposal ??= { text: proposeText(field, choices, seed, occupation), engine: 'built-in' };
    return c.json(proposal, 200);
  });
}

async function withinBudget(hit: () => Promise<void>): Promise<boolean> {
  try {
    await hit();
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return false;
    throw error;
  }
}
