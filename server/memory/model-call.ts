import type { Config } from '../config.ts';

export type Llm = NonNullable<Config['llm']>;
export type ChatLine = { role: 'system' | 'user'; content: string };

/**
 * One short, non-streaming call to the configured OpenAI-compatible model, for memory work
 * off the reply's path (extraction, summaries): bounded by `maxTokens` and the provider
 * timeout, never charged to the user. Throws on any failure; the job logs it.
 */
export async function askModel(llm: Llm, messages: ChatLine[], maxTokens: number): Promise<string> {
  const response = await fetch(`${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(llm.apiKey ? { Authorization: `Bearer ${llm.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: llm.model,
      stream: false,
      temperature: 0,
      max_tokens: maxTokens,
      messages,
    }),
    signal: AbortSignal.timeout(llm.timeoutMs),
  });
  if (!response.ok) throw new Error(`The model answered ${response.status}`);
  const body = (await response.json()) as {
    choices?: Array<{ message?: { content?: unknown } }>;
  };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('The model sent no text');
  return content.trim();
}
