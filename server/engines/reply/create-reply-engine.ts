import type { Config } from '../../config.ts';
import { createOpenAiEngine } from './openai-engine.ts';
import { createPersonaEngine } from './persona-engine.ts';
import type { ReplyEngine } from './reply-engine.ts';

/** LLM_BASE_URL set → that OpenAI-compatible provider; otherwise the offline persona engine. */
export function replyEngineFor(config: Pick<Config, 'llm' | 'replyWordDelayMs'>): ReplyEngine {
  if (config.llm) return createOpenAiEngine(config.llm);
  return createPersonaEngine({ wordDelayMs: config.replyWordDelayMs });
}
