/**
 * The creator's draft: what the steps choose, the texts, the portrait's seed and the state of a
 * create attempt. It is kept on the device and (logged in) on the server as one JSON object, so
 * reading one back is defensive: anything missing or no longer offered takes its default, and
 * typed text is kept as typed.
 */
import {
  INTERESTS,
  LOOK_CHOICES,
  RELATIONSHIPS,
  TONES,
  TRAITS,
  defaultChoices,
  defaultLook,
  type AngelChoices,
  type AngelLook,
  type Choice,
} from '@contract/angel-looks.ts';
import type { AngelDraft, AngelTextField, AngelTexts } from '@contract/angels.ts';
import {
  ANGEL_INTERESTS_MAX,
  ANGEL_NAME_MAX,
  ANGEL_OCCUPATION_MAX,
  ANGEL_TEXT_MAX,
  ANGEL_TRAITS_MAX,
  ETHNICITIES,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
} from '@contract/constants.ts';
import type { StepId } from './steps';

export const TEXT_FIELDS: readonly AngelTextField[] = [
  'occupation',
  'bio',
  'description',
  'greeting',
];

export type CreatorDraft = {
  choices: AngelChoices;
  texts: AngelTexts;
  seed: string;
  /** Texts the user typed in: a proposal never replaces them, except on "Write another". */
  edited: AngelTextField[];
  /** The texts were proposed once, when the user first reached the texts step. */
  proposed: boolean;
  /** How many times each text was rewritten: varies the proposal's seed. */
  rounds: Partial<Record<AngelTextField, number>>;
  /** The current create attempt: kept so a retry after a lost answer charges once. */
  requestId: string | null;
  /**
   * The body first sent with `requestId` (JSON): a retry is answered with the Angel made from
   * it, so edits made since must follow in a (free) update.
   */
  sent: string | null;
  /** Editing: the Angel's `updatedAt` this draft started from (the server's clock, not ours). */
  baseUpdatedAt: string | null;
  /** When this draft last changed (ISO); the newer of two copies wins. */
  savedAt: string;
};

const randomId = () => crypto.randomUUID();

export function newDraft(now = new Date()): CreatorDraft {
  return {
    choices: defaultChoices(),
    texts: { occupation: '', bio: '', description: '', greeting: '' },
    seed: randomId(),
    edited: [],
    proposed: false,
    rounds: {},
    requestId: null,
    sent: null,
    baseUpdatedAt: null,
    savedAt: now.toISOString(),
  };
}

/** A saved Angel's draft, opened for editing: its texts are the user's, never re-proposed. */
export function draftFromAngel(
  draft: AngelDraft,
  updatedAt: string,
  now = new Date(),
): CreatorDraft {
  return {
    ...newDraft(now),
    baseUpdatedAt: updatedAt,
    choices: draft.choices,
    texts: draft.texts,
    seed: draft.seed,
    edited: [...TEXT_FIELDS],
    proposed: true,
  };
}

/** What the API takes. */
export function toAngelDraft(draft: CreatorDraft): AngelDraft {
  return { choices: draft.choices, texts: draft.texts, seed: draft.seed };
}

const bodyOf = (draft: CreatorDraft) => JSON.stringify(toAngelDraft(draft));

/**
 * The create attempt for this draft: its id and the body first sent with it, both new when
 * there is no attempt pending.
 */
export function createAttempt(draft: CreatorDraft): { requestId: string; sent: string } {
  if (draft.requestId) return { requestId: draft.requestId, sent: draft.sent ?? bodyOf(draft) };
  return { requestId: randomId(), sent: bodyOf(draft) };
}

/** The draft changed since its attempt was first sent: the created Angel needs an update. */
export function changedSinceSent(sent: string, draft: CreatorDraft): boolean {
  return sent !== bodyOf(draft);
}

/** The newer copy by `savedAt`; on a tie (or an unreadable time) the local one. */
export function newerDraft(local: CreatorDraft, remote: CreatorDraft): 'local' | 'remote' {
  const at = (draft: CreatorDraft) => Date.parse(draft.savedAt) || 0;
  return at(remote) > at(local) ? 'remote' : 'local';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const offered = (choices: Choice[], value: unknown): value is string =>
  choices.some((choice) => choice.value === value);
const pick = <T extends string>(choices: Choice[], value: unknown, fallback: T): string =>
  offered(choices, value) ? value : fallback;
const someOf = (choices: Choice[], value: unknown, max: number, fallback: string[]) =>
  Array.isArray(value)
    ? [...new Set(value.filter((item) => offered(choices, item)))].slice(0, max)
    : fallback;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function parseChoices(raw: unknown): AngelChoices {
  const base = defaultChoices();
  if (!isRecord(raw)) return base;
  const look = isRecord(raw.look) ? raw.look : {};
  const age = typeof raw.age === 'number' && Number.isInteger(raw.age) ? raw.age : base.age;
  return {
    gender: (GENDERS as readonly unknown[]).includes(raw.gender)
      ? (raw.gender as AngelChoices['gender'])
      : base.gender,
    age: Math.min(MAX_AGE, Math.max(MIN_AGE, age)),
    ethnicity: (ETHNICITIES as readonly unknown[]).includes(raw.ethnicity)
      ? (raw.ethnicity as AngelChoices['ethnicity'])
      : base.ethnicity,
    look: Object.fromEntries(
      (Object.keys(LOOK_CHOICES) as (keyof AngelLook)[]).map((field) => [
        field,
        pick(LOOK_CHOICES[field], look[field], base.look[field]),
      ]),
    ) as AngelLook,
    traits: someOf(TRAITS, raw.traits, ANGEL_TRAITS_MAX, base.traits),
    interests: someOf(INTERESTS, raw.interests, ANGEL_INTERESTS_MAX, base.interests),
    relationship: pick(RELATIONSHIPS, raw.relationship, base.relationship),
    tone: pick(TONES, raw.tone, base.tone),
    name: text(raw.name),
  };
}

/** A stored draft, or null when there is nothing usable (then the creator starts afresh). */
export function parseDraft(raw: unknown): CreatorDraft | null {
  if (!isRecord(raw) || typeof raw.seed !== 'string' || raw.seed === '') return null;
  if (typeof raw.savedAt !== 'string' || Number.isNaN(Date.parse(raw.savedAt))) return null;
  const texts = isRecord(raw.texts) ? raw.texts : {};
  const rounds = isRecord(raw.rounds) ? raw.rounds : {};
  return {
    choices: parseChoices(raw.choices),
    texts: {
      occupation: text(texts.occupation),
      bio: text(texts.bio),
      description: text(texts.description),
      greeting: text(texts.greeting),
    },
    seed: raw.seed.slice(0, 64),
    edited: Array.isArray(raw.edited)
      ? TEXT_FIELDS.filter((field) => (raw.edited as unknown[]).includes(field))
      : [],
    proposed: raw.proposed === true,
    rounds: Object.fromEntries(
      TEXT_FIELDS.flatMap((field) =>
        typeof rounds[field] === 'number' ? [[field, rounds[field]]] : [],
      ),
    ),
    requestId: typeof raw.requestId === 'string' ? raw.requestId : null,
    sent: typeof raw.sent === 'string' ? raw.sent : null,
    baseUpdatedAt: typeof raw.baseUpdatedAt === 'string' ? raw.baseUpdatedAt : null,
    savedAt: raw.savedAt,
  };
}

export const TEXT_LIMITS: Record<AngelTextField, number> = {
  occupation: ANGEL_OCCUPATION_MAX,
  bio: ANGEL_TEXT_MAX,
  description: ANGEL_TEXT_MAX,
  greeting: ANGEL_TEXT_MAX,
};

export const TEXT_LABELS: Record<AngelTextField, string> = {
  occupation: 'Occupation',
  bio: 'Bio',
  description: 'Personality description',
  greeting: 'Greeting',
};

/** A field of the form: 'name', a text field, 'age', or a look field as 'look.hairStyle'. */
export type FieldKey = string;
export type FieldErrors = Partial<Record<FieldKey, string>>;

/** The server's rules, checked before sending so the user hears about them at once. */
export function draftErrors(draft: CreatorDraft, textMax = ANGEL_TEXT_MAX): FieldErrors {
  const errors: FieldErrors = {};
  const name = draft.choices.name.trim();
  if (name === '') errors.name = 'Name is required';
  else if (name.length > ANGEL_NAME_MAX)
    errors.name = `Name must be at most ${ANGEL_NAME_MAX} characters`;
  for (const field of TEXT_FIELDS) {
    const max = Math.min(TEXT_LIMITS[field], textMax);
    const value = draft.texts[field].trim();
    if (value.length > max)
      errors[field] = `${TEXT_LABELS[field]} must be at most ${max} characters`;
  }
  if (draft.texts.bio.trim() === '') errors.bio = 'Bio is required';
  if (draft.texts.greeting.trim() === '') errors.greeting = 'Greeting is required';
  return errors;
}

/**
 * Where a server issue path ("draft.choices.look.hairStyle", "draft.texts.bio") belongs; an
 * item of a list ("draft.choices.traits.0") belongs to the list.
 */
export function fieldOfIssue(path: string): FieldKey {
  const parts = path
    .replace(/^draft\./, '')
    .split('.')
    .filter((part) => !/^\d+$/.test(part));
  if (parts[0] === 'texts') return parts[1] ?? 'bio';
  if (parts[0] === 'choices') return parts.slice(1).join('.') || 'name';
  return parts.join('.');
}

/** The step that shows a field. */
export function stepOfField(field: FieldKey): StepId {
  if (field.startsWith('look')) return 'look';
  if (['gender', 'age', 'ethnicity'].includes(field)) return 'basics';
  if (['traits', 'interests', 'relationship', 'tone'].includes(field)) return 'personality';
  if (field === 'name' || (TEXT_FIELDS as readonly string[]).includes(field)) return 'texts';
  return 'review';
}

/**
 * New basics; a look the user has not touched (still the default of the old basics) follows
 * them, so a man's default look is not a woman's with a beard missing.
 */
export function withBasics(
  choices: AngelChoices,
  patch: Partial<Pick<AngelChoices, 'gender' | 'age' | 'ethnicity'>>,
): AngelChoices {
  const next = { ...choices, ...patch };
  const untouched =
    JSON.stringify(choices.look) ===
    JSON.stringify(defaultLook(choices.gender, choices.ethnicity, choices.age));
  return untouched ? { ...next, look: defaultLook(next.gender, next.ethnicity, next.age) } : next;
}
