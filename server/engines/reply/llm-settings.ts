/**
 * How replies are asked of an OpenAI-compatible model (LLM_BASE_URL): the context the prompt
 * is built to, the reply's length, the sampling, the character book's scan and share, and how
 * long a busy provider is waited for. One table: config.ts reads it, the server prints what is
 * in force at start (main.ts), the README's "Using a model" lists it, and tests walk it.
 */

export type LlmSettings = {
  contextTokens: number;
  maxTokens: number;
  temperature: number;
  topP: number;
  frequencyPenalty: number;
  presencePenalty: number;
  loreScanDepth: number;
  loreShare: number;
  retryWaitMs: number;
};

type Setting = {
  env: string;
  key: keyof LlmSettings;
  fallback: number;
  min: number;
  max: number;
  integer: boolean;
  what: string;
};

export const LLM_SETTINGS: readonly Setting[] = [
  {
    env: 'LLM_CONTEXT_TOKENS',
    key: 'contextTokens',
    fallback: 8192,
    min: 1536,
    max: 2_000_000,
    integer: true,
    what: "The model's context size in tokens (Ollama's num_ctx, llama-server's --ctx-size): prompt and reply together never exceed it.",
  },
  {
    env: 'LLM_MAX_TOKENS',
    key: 'maxTokens',
    fallback: 300,
    min: 16,
    max: 32_768,
    integer: true,
    what: "The longest reply in tokens (max_tokens); the prompt's budget is the context size minus this.",
  },
  {
    env: 'LLM_TEMPERATURE',
    key: 'temperature',
    fallback: 0.8,
    min: 0,
    max: 2,
    integer: false,
    what: 'Sampling temperature: higher is more varied.',
  },
  {
    env: 'LLM_TOP_P',
    key: 'topP',
    fallback: 0.95,
    min: 0.01,
    max: 1,
    integer: false,
    what: 'Nucleus sampling (top_p).',
  },
  {
    env: 'LLM_FREQUENCY_PENALTY',
    key: 'frequencyPenalty',
    fallback: 0.2,
    min: -2,
    max: 2,
    integer: false,
    what: 'frequency_penalty: discourages repeating the same words.',
  },
  {
    env: 'LLM_PRESENCE_PENALTY',
    key: 'presencePenalty',
    fallback: 0.1,
    min: -2,
    max: 2,
    integer: false,
    what: 'presence_penalty: nudges towards new topics.',
  },
  {
    env: 'LLM_LORE_SCAN_DEPTH',
    key: 'loreScanDepth',
    fallback: 4,
    min: 1,
    max: 200,
    integer: true,
    what: "How many recent messages are searched for a character book's keys.",
  },
  {
    env: 'LLM_LORE_SHARE',
    key: 'loreShare',
    fallback: 0.12,
    min: 0,
    max: 0.3,
    integer: false,
    what: "The share of the prompt's budget a character book's entries may take.",
  },
  {
    env: 'LLM_RETRY_WAIT_MS',
    key: 'retryWaitMs',
    fallback: 20_000,
    min: 0,
    max: 300_000,
    integer: true,
    what: 'Longest total wait for a busy provider (429, 5xx, honouring Retry-After) before the reply fails.',
  },
];

export const DEFAULT_LLM_SETTINGS = Object.fromEntries(
  LLM_SETTINGS.map((setting) => [setting.key, setting.fallback]),
) as LlmSettings;

/** The settings from the environment; a wrong value stops the start with a readable error. */
export function llmSettings(env: Record<string, string | undefined>): LlmSettings {
  const settings = { ...DEFAULT_LLM_SETTINGS };
  for (const { env: name, key, min, max, integer } of LLM_SETTINGS) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (
      !Number.isFinite(value) ||
      (integer && !Number.isInteger(value)) ||
      value < min ||
      value > max
    ) {
      const kind = integer ? 'a whole number' : 'a number';
      throw new Error(`${name} must be ${kind} from ${min} to ${max}, got "${raw}"`);
    }
    settings[key] = value;
  }
  if (settings.contextTokens - settings.maxTokens < 1024) {
    throw new Error(
      `LLM_CONTEXT_TOKENS (${settings.contextTokens}) must leave at least 1024 tokens for the prompt after LLM_MAX_TOKENS (${settings.maxTokens}).`,
    );
  }
  return settings;
}

/** One line for the start-up log: what replies are asked with. */
export function describeLlm(model: string, baseUrl: string, s: LlmSettings): string {
  return (
    `Replies from ${model} at ${baseUrl}: context ${s.contextTokens} tokens, replies up to ` +
    `${s.maxTokens} tokens (prompt budget ${s.contextTokens - s.maxTokens}), temperature ` +
    `${s.temperature}, top_p ${s.topP}, frequency_penalty ${s.frequencyPenalty}, ` +
    `presence_penalty ${s.presencePenalty}, character book: last ${s.loreScanDepth} messages, ` +
    `${Math.round(s.loreShare * 100)} % of the budget.`
  );
}
