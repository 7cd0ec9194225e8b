/**
 * What a provider's HTTP error means for the user and for a retry. The body is parsed whole
 * (OpenAI, vLLM and llama.cpp send `{"error": {"message", "type", "code"}}`, Ollama
 * `{"error": "…"}`) before anything is shortened, so a person reads the provider's sentence,
 * never raw JSON.
 */

export type ProviderError = {
  status: number;
  /** The provider's own message, readable and short. */
  message: string;
  /** The prompt did not fit the model's context: a retry with less history may. */
  contextLength: boolean;
  /** Busy or briefly broken (429, 5xx): worth another try after `retryAfterMs`, if given. */
  transient: boolean;
  retryAfterMs: number | null;
};

const MAX_MESSAGE = 240;

const CONTEXT_PATTERNS = [
  /context[_ ]length/i,
  /context (window|size)/i,
  /maximum context/i,
  /too many tokens/i,
  /exceeds? (the )?(available )?context/i,
  /n_ctx/i,
  /prompt is too long/i,
  /input is too long/i,
];

function messageOf(body: string): { message: string; code: string } {
  try {
    const parsed = JSON.parse(body) as {
      error?: { message?: unknown; code?: unknown; type?: unknown } | string;
      message?: unknown;
      detail?: unknown;
    };
    const error = parsed.error;
    if (typeof error === 'string') return { message: error, code: '' };
    const message = error?.message ?? parsed.message ?? parsed.detail;
    const code = [error?.code, error?.type].filter((v) => typeof v === 'string').join(' ');
    if (typeof message === 'string') return { message, code };
  } catch {
    // not JSON: the text as it is
  }
  return { message: body, code: '' };
}

/** Seconds or an HTTP date, as Retry-After allows; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function providerError(
  status: number,
  body: string,
  retryAfter: string | null,
): ProviderError {
  const { message: raw, code } = messageOf(body);
  const flat = raw.replace(/\s+/g, ' ').trim();
  const message = flat.length > MAX_MESSAGE ? `${flat.slice(0, MAX_MESSAGE - 1)}…` : flat;
  const contextLength =
    (status === 400 || status === 413 || status === 422 || status === 500) &&
    (/context_length_exceeded/i.test(code) || CONTEXT_PATTERNS.some((p) => p.test(flat)));
  return {
    status,
    message,
    contextLength,
    transient: !contextLength && (status === 429 || status === 408 || status >= 500),
    retryAfterMs: retryAfterMs(retryAfter),
  };
}

/** The sentence the user reads for a provider's error (the reply's `error`). */
export function describeProviderError(error: ProviderError, contextTokens: number): string {
  const said = error.message ? `: ${error.message.replace(/[.\s]+$/, '')}` : '';
  if (error.contextLength) {
    return `The conversation did not fit the model's context even with fewer messages (the server is set to ${contextTokens} tokens; the provider said${said}).`;
  }
  if (error.status === 429) return `The AI provider is busy (429${said}).`;
  if (error.status === 401 || error.status === 403) {
    return `The AI provider refused the request (${error.status}${said}); check LLM_API_KEY.`;
  }
  if (error.status === 404) {
    return `The AI provider answered 404${said}; check LLM_MODEL and LLM_BASE_URL.`;
  }
  return `The AI provider answered ${error.status}${said}.`;
}
