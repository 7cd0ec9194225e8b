import { readSseData } from './sse-lines.ts';
import { promptFor } from './persona-prompt.ts';
import { ReplyEngineError, type ReplyEngine } from './reply-engine.ts';

export type OpenAiOptions = {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Longest wait for the first byte and between chunks; then the reply fails. */
  timeoutMs: number;
};

type Chunk = { choices?: Array<{ delta?: { content?: string | null }; finish_reason?: unknown }> };

/**
 * Any OpenAI-compatible chat-completions server (Ollama, llama.cpp, vLLM, hosted APIs),
 * streaming. Every way a provider can fail (HTTP error, network error, a malformed or broken
 * stream, silence beyond the timeout) ends in a ReplyEngineError, never a hang.
 */
export function createOpenAiEngine(options: OpenAiOptions): ReplyEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai-compatible',
    async *generate(request) {
      const timeout = new AbortController();
      let timer = setTimeout(() => timeout.abort(), options.timeoutMs);
      const touch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => timeout.abort(), options.timeoutMs);
      };
      const signal = AbortSignal.any([request.signal, timeout.signal]);
      const failed = (error: unknown): ReplyEngineError => {
        if (timeout.signal.aborted) {
          return new ReplyEngineError(
            `The AI provider did not answer within ${Math.round(options.timeoutMs / 100) / 10} s.`,
          );
        }
        if (error instanceof ReplyEngineError) return error;
        return new ReplyEngineError(`The AI provider could not be reached (${describe(error)}).`);
      };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'text/event-stream',
            ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            messages: promptFor(request),
          }),
          signal,
        });
        if (!response.ok || !response.body) {
          const detail = (await response.text().catch(() => '')).slice(0, 200);
          throw new ReplyEngineError(
            `The AI provider answered ${response.status}${detail ? `: ${providerMessage(detail)}` : ''}.`,
          );
        }
        let finished = false;
        for await (const data of readSseData(response.body)) {
          touch();
          if (data === '[DONE]') {
            finished = true;
            break;
          }
          const chunk = parseChunk(data);
          const choice = chunk.choices?.[0];
          if (choice?.delta?.content) yield choice.delta.content;
          if (choice?.finish_reason) finished = true;
        }
        if (!finished && !request.signal.aborted) {
          throw new ReplyEngineError('The AI provider stopped in the middle of the reply.');
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

function parseChunk(data: string): Chunk {
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object') return parsed as Chunk;
  } catch {
    // fall through
  }
  throw new ReplyEngineError('The AI provider sent a reply we could not read.');
}

function providerMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (typeof message === 'string') return message;
  } catch {
    // not JSON: the raw start of the body
  }
  return body.replace(/\s+/g, ' ').trim();
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
