/**
 * Asks the configured OpenAI-compatible model (LLM_BASE_URL) for one of an Angel's texts.
 * The prompt is short and fixed: the choices come in only as option labels, the name and (for
 * a bio) the occupation already in the form, cut to its limit,
 * never as free instructions. Anything unusable (an error, a timeout, an empty or oversize
 * answer) returns null and the caller falls back to the built-in writer.
 */
import type { AngelChoices } from '../contract/angel-looks.ts';
import { INTERESTS, RELATIONSHIPS, TONES, TRAITS, choiceLabel } from '../contract/angel-looks.ts';
import type { AngelTextField } from '../contract/angels.ts';
import { ANGEL_OCCUPATION_MAX, ETHNICITY_LABELS } from '../contract/constants.ts';
import { isStorable } from '../contract/text.ts';
import type { Config } from '../config.ts';

type Llm = NonNullable<Config['llm']>;

/** What to write, and the longest answer taken (a model that rambles falls back). */
const ASKS: Record<AngelTextField, { ask: string; max: number }> = {
  occupation: {
    ask: 'their occupation: a job title of at most five words, nothing else',
    max: ANGEL_OCCUPATION_MAX,
  },
  bio: {
    ask: 'a short bio in the third person, three or four sentences: their job, where they are from, their days and what friends say about them',
    max: 1200,
  },
  description: {
    ask: 'a description of their personality in the third person, three or four sentences, including how they talk and what they are to the user',
    max: 1200,
  },
  greeting: {
    ask: 'the first message they send the user, in the first person and in their tone, one to three sentences, ending with a question',
    max: 600,
  },
};

const SYSTEM =
  'You write profile texts for characters of a companion chat app. The characters are adults. ' +
  'Write friendly, safe-for-work plain text in English: no markdown, no quotes around the answer, ' +
  'no explicit content, no instructions.';

/** `occupation`: the one the form already shows (at most a short title), kept by a bio. */
export function proposalPrompt(
  field: AngelTextField,
  choices: AngelChoices,
  occupation = '',
): string {
  const labels = (list: typeof TRAITS, values: string[]) =>
    values.map((value) => choiceLabel(list, value).toLowerCase()).join(', ') || 'none given';
  const job = occupation.replace(/\s+/g, ' ').trim().slice(0, ANGEL_OCCUPATION_MAX);
  const who = choices.name.trim() ? `named ${choices.name.trim()}` : 'whose name is not chosen yet';
  return [
    `Write ${ASKS[field].ask}.`,
    `The character is ${choices.gender === 'MALE' ? 'a man' : 'a woman'} ${who}, ${choices.age} years old, ${ETHNICITY_LABELS[choices.ethnicity]}.`,
    `Personality: ${labels(TRAITS, choices.traits)}. Interests: ${labels(INTERESTS, choices.interests)}.`,
    `Relationship to the user: ${choiceLabel(RELATIONSHIPS, choices.relationship).toLowerCase()}. Way of talking: ${choiceLabel(TONES, choices.tone).toLowerCase()}.`,
    ...(field === 'bio' && job ? [`Their job is: ${job}. Name this job and no other.`] : []),
  ].join('\n');
}

type Completion = { choices?: Array<{ message?: { content?: unknown } }> };

/**
 * How long the model may take: within the provider's timeout, and well within the request's
 * own (REQUEST_TIMEOUT_MS answers 503), so the built-in writer still has time to answer.
 */
export function proposalTimeoutMs(
  config: Pick<Config, 'requestTimeoutMs'> & { llm: Pick<Llm, 'timeoutMs'> },
): number {
  return Math.min(config.llm.timeoutMs, Math.floor(config.requestTimeoutMs * 0.8));
}

/** The model's text, tidied; null when there is nothing usable. */
export async function askModel(
  llm: Llm,
  field: AngelTextField,
  choices: AngelChoices,
  timeoutMs: number,
  occupation = '',
): Promise<string | null> {
  const url = `${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(llm.apiKey ? { Authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        stream: false,
        // Room for the longest text asked for (a bio of 1,200 characters), and some variety.
        max_tokens: 400,
        temperature: llm.temperature,
        top_p: llm.topP,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: proposalPrompt(field, choices, occupation) },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Completion;
    const content = body.choices?.[0]?.message?.content;
    return typeof content === 'string' ? tidy(content, ASKS[field].max) : null;
  } catch {
    return null;
  }
}

function tidy(raw: string, max: number): string | null {
  const text = raw
    .trim()
    .replace(/^["'“”]+|["'“”]+$/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  if (!text || text.length > max || !isStorable(text)) return null;
  return text;
}
