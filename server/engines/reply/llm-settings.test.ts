import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DEFAULT_LLM_SETTINGS, describeLlm, LLM_SETTINGS, llmSettings } from './llm-settings.ts';

const model = { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2:3b' };

describe('model settings (one table)', () => {
  it('reads every setting from its variable, and refuses a value out of range by name', () => {
    for (const setting of LLM_SETTINGS) {
      const value = setting.integer
        ? Math.min(setting.max, Math.max(setting.min, 2000))
        : (setting.min + setting.max) / 2;
      const env = { [setting.env]: String(value) };
      if (setting.key === 'maxTokens') env.LLM_CONTEXT_TOKENS = String(value + 2048);
      expect(llmSettings(env)[setting.key], setting.env).toBe(value);
      expect(() => llmSettings({ [setting.env]: String(setting.max + 1) })).toThrow(setting.env);
      expect(() => llmSettings({ [setting.env]: 'lots' })).toThrow(setting.env);
    }
    expect(() => llmSettings({ LLM_CONTEXT_TOKENS: '2048', LLM_MAX_TOKENS: '1500' })).toThrow(
      /must leave at least 1024 tokens/,
    );
  });

  it('is what the server is configured with, and what it prints at start', () => {
    const config = loadConfig({ ...model, LLM_TEMPERATURE: '0.5' });
    expect(config.llm).toMatchObject({ ...DEFAULT_LLM_SETTINGS, temperature: 0.5 });
    const line = describeLlm(model.LLM_MODEL, model.LLM_BASE_URL, config.llm!);
    expect(line).toBe(
      'Replies from llama3.2:3b at http://127.0.0.1:11434/v1: context 8192 tokens, replies up to 300 tokens (prompt budget 7892), temperature 0.5, top_p 0.95, frequency_penalty 0.2, presence_penalty 0.1, character book: last 4 messages, 12 % of the budget.',
    );
  });

  it('is listed in the README with its default', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Using a model'));
    for (const setting of LLM_SETTINGS) {
      expect(section, setting.env).toMatch(
        new RegExp(`\\|\\s*\`${setting.env}\`\\s*\\|\\s*${setting.fallback}\\s*\\|`),
      );
    }
  });
});
