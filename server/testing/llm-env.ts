/**
 * The app's model settings for a test file whose model is a local server: started before the
 * file's tests (its address becomes LLM_BASE_URL) and closed after them. `env` is filled in
 * by then, so pass it to useTestApp as it is.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { recordingLlm } from './recording-llm.ts';

type Env = Record<string, string>;

/** A hand-written provider `server` with the settings `env` (LLM_BASE_URL is added). */
export function useProviderEnv(server: http.Server, env: Env): Env {
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.LLM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => {
    // A provider that never answers (or a kept-alive socket) must not hold the close open.
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return env;
}

/**
 * The recording server (recording-llm.ts) with a `contextTokens` window, 200 tokens a reply,
 * and no wait before a retry (a failure shows at once); `overrides` change any setting.
 */
export function useRecordingLlm(contextTokens: number, overrides: Env = {}) {
  const llm = recordingLlm(contextTokens);
  const env: Env = {
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: '2000',
    LLM_CONTEXT_TOKENS: String(contextTokens),
    LLM_MAX_TOKENS: '200',
    LLM_RETRY_WAIT_MS: '0',
    ...overrides,
  };
  beforeAll(async () => {
    env.LLM_BASE_URL = await llm.start();
  });
  afterAll(() => llm.stop());
  return { llm, env };
}
