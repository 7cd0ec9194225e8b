import { DEFAULT_LLM_SETTINGS, type LlmSettings } from './llm-settings.ts';
import { buildPrompt, type BuiltPrompt } from './prompt/build.ts';
import { createSpeakerFilter } from './prompt/speaker-filter.ts';
import { userNameOf } from './prompt/texts.ts';
import { describeProviderError, providerError, type ProviderError } from './provider-errors.ts';
import { pause, ReplyEngineError, type ReplyEngine, type ReplyRequest } from './reply-engine.ts';
import { readSseData } from './sse-lines.ts';
import { logger, logWarn } from '../../observability/logger.ts';
import { providerErrorKind } from '../../observability/llm-error-kind.ts';
import { recordLlmError } from '../../observability/metrics.ts';
import { currentContext } from '../../observability/request-context.ts';

export type OpenAiOptions = {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Longest wait for the first byte and between chunks; then the reply fails. */
  timeoutMs: number;
  /** Where cut cards and retries are noted (the server's log). */
  log?: (message: string) => void;
} & Partial<LlmSettings>;

type Chunk = { choices?: Array<{ delta?: { content?: string | null }; finish_reason?: unknown }> };

/** A provider's HTTP error body is read up to this much (a page of HTML is not a message). */
const ERROR_BODY_MAX = 16_384;
/** Backoff when a busy provider gives no Retry-After. */
const BACKOFF_MS = [1000, 2000, 4000, 8000];

/** A whole number for `seed` from the request's seed string (a new one per attempt). */
export function numericSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (const char of seed) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff;
}

/** The request body the model receives (also what the agents' console shows, rebuilt). */
export function requestBody(
  model: string,
  settings: LlmSettings,
  request: ReplyRequest,
  prompt: BuiltPrompt,
) {
  return {
    model,
    stream: true,
    messages: prompt.messages,
    max_tokens: settings.maxTokens,
    temperature: settings.temperature,
    top_p: settings.topP,
    frequency_penalty: settings.frequencyPenalty,
    presence_penalty: settings.presencePenalty,
    seed: numericSeed(request.seed),
    stop: prompt.stop,
  };
}

/**
 * Any OpenAI-compatible chat-completions server (Ollama, llama.cpp, vLLM, hosted APIs),
 * streaming. The prompt is built to the budget (prompt/build.ts); a "context length" error
 * is retried once with half the history, a busy provider (429, 5xx) within LLM_RETRY_WAIT_MS
 * honouring Retry-After; the reply is cleaned as it streams (prompt/speaker-filter.ts). Every
 * way a provider can fail ends in a ReplyEngineError a person can read, never a hang.
 */
export function createOpenAiEngine(
  options: OpenAiOptions,
): ReplyEngine & { historyTokens: number } {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const settings: LlmSettings = { ...DEFAULT_LLM_SETTINGS };
  for (const key of Object.keys(settings) as (keyof LlmSettings)[]) {
    const value = options[key];
    if (typeof value === 'number') settings[key] = value;
  }
  const log = options.log ?? logWarn;
  return {
    name: 'openai-compatible',
    historyTokens: settings.contextTokens - settings.maxTokens,
    async *generate(request) {
      const timeout = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const touch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => timeout.abort(), options.timeoutMs);
      };
      const signal = AbortSignal.any([request.signal, timeout.signal]);
      let yielded = false;
      const failed = (error: unknown): ReplyEngineError => {
        if (timeout.signal.aborted) {
          recordLlmError('timeout');
          return new ReplyEngineError(
            `The AI provider did not answer within ${Math.round(options.timeoutMs / 100) / 10} s${yielded ? ' and the reply was cut off' : ''}.`,
          );
        }
        if (error instanceof ReplyEngineError) return error;
        if (yielded) {
          recordLlmError('broken_stream');
          return new ReplyEngineError(
            `The connection to the AI provider broke off in the middle of the reply (${describe(error)}).`,
          );
        }
        recordLlmError('unreachable');
        return new ReplyEngineError(`The AI provider could not be reached (${describe(error)}).`);
      };
      const send = async (historyScale: number) => {
        const prompt = buildPrompt(request, { settings, historyScale, log });
        touch();
        // The provider's own logs (vLLM, a gateway) can then be joined with ours.
        const requestId = currentContext()?.requestId;
        return fetch(url, {
          method: 'POST',
          headers: {
            ...(requestId ? { 'X-Request-Id': requestId } : {}),
            'Content-Type': 'application/json',
            Accept: 'text/event-stream',
            ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify(requestBody(options.model, settings, request, prompt)),
          signal,
        });
      };
      try {
        let historyScale = 1;
        let waited = 0;
        let response: Response;
        for (let attempt = 0; ; attempt += 1) {
          const sent = performance.now();
          response = await send(historyScale);
          logger.debug(
            {
              model: options.model,
              status: response.status,
              attempt,
              ms: Math.round(performance.now() - sent),
            },
            'provider call',
          );
          if (response.ok && response.body) break;
          const body = await readCapped(response);
          const error = providerError(response.status, body, response.headers.get('retry-after'));
          recordLlmError(providerErrorKind(error));
          if (error.contextLength && historyScale === 1) {
            log(
              `Provider said the prompt was too long (${error.message}); retrying with half the history.`,
            );
            historyScale = 0.5;
            continue;
          }
          const wait = error.transient ? nextWait(error, attempt) : null;
          if (wait === null || waited + wait > settings.retryWaitMs) {
            throw new ReplyEngineError(giveUp(error, settings, attempt));
          }
          clearTimeout(timer); // waiting is not the provider's silence
          waited += wait;
          await pause(wait, request.signal);
          if (request.signal.aborted) return;
        }
        const filter = createSpeakerFilter({
          own: request.persona.name,
          others: [userNameOf(request), ...request.others.map((p) => p.name)],
          continuing: Boolean(request.written),
        });
        let finished = false;
        for await (const data of readSseData(response.body!)) {
          touch();
          if (data === '[DONE]') {
            finished = true;
            break;
          }
          const choice = parseChunk(data).choices?.[0];
          if (choice?.delta?.content) {
            const { text, cut } = filter.push(choice.delta.content);
            if (text) {
              yielded = true;
              yield text;
            }
            if (cut) return; // the model began another speaker's line: the reply ends here
          }
          if (choice?.finish_reason) finished = true;
        }
        const rest = filter.end();
        if (rest) yield rest;
        if (!finished && !request.signal.aborted) {
          recordLlmError('broken_stream');
          throw new ReplyEngineError(
            'The AI provider stopped in the middle of the reply: it was cut off.',
          );
        }
      } catch (error) {
        if (request.signal.aborted && !timeout.signal.aborted) return; // stopped by the user
        throw failed(error);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function nextWait(error: ProviderError, attempt: number): number | null {
  if (attempt >= BACKOFF_MS.length) return null;
  return error.retryAfterMs ?? BACKOFF_MS[attempt]!;
}

function giveUp(error: ProviderError, settings: LlmSettings, attempts: number): string {
  const text = describeProviderError(error, settings.contextTokens);
  if (!error.transient) return text;
  const start = text.replace(/\.$/, '');
  if (error.retryAfterMs !== null && error.retryAfterMs > settings.retryWaitMs) {
    const seconds = Math.ceil(error.retryAfterMs / 1000);
    return `${start}; it asked to wait ${seconds} s, longer than replies wait. Try again later.`;
  }
  return `${start}${attempts ? ', also after retrying' : ''}. Try again later.`;
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < ERROR_BODY_MAX) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // what came is what there is
  } finally {
    void reader.cancel().catch(() => {});
  }
  return text.slice(0, ERROR_BODY_MAX);
}

function parseChunk(data: string): Chunk {
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object') return parsed as Chunk;
  } catch {
    // fall through
  }
  recordLlmError('unreadable');
  throw new ReplyEngineError('The AI provider sent a reply we could not read.');
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
