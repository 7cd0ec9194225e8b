/**
 * A card's JSON (V1 flat, V2 `chara_card_v2`, V3 `chara_card_v3`) → the fields Angels maps,
 * what it keeps untouched (`extra`), and the Angels extension if the card has one. Only the
 * shapes are checked here; lengths are the mapping's business (card-to-angel.ts).
 */
import { checkStorableJson } from '../contract/storable-json.ts';
import { cardInvalid } from './card-error.ts';

/** The card fields Angels maps onto its own (see the mapping in card-to-angel.ts). */
export type CardFields = {
  name: string;
  description: string;
  personality: string;
  scenario: string;
  first_mes: string;
  mes_example: string;
  alternate_greetings: string[];
  tags: string[];
  creator_notes: string;
  creator: string;
};

/** Everything else of the card, written back on export: `data` fields and root fields. */
export type CardExtra = { data: Record<string, unknown>; root: Record<string, unknown> };

export type ParsedCard = { fields: CardFields; extra: CardExtra; angels: unknown };

const TEXT_FIELDS = [
  'name',
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
  'creator_notes',
  'creator',
] as const;
const LIST_FIELDS = ['alternate_greetings', 'tags'] as const;
const MAPPED = new Set<string>([...TEXT_FIELDS, ...LIST_FIELDS]);
/** V1 fields that V2/V3 exports mirror at the root for old tools: derived, not kept. */
const V1_MIRROR = new Set([
  'name',
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
]);
const ENVELOPE = new Set(['spec', 'spec_version', 'data']);
/** Pygmalion-era names of the V1 fields. */
const V1_ALIASES: Record<string, string> = {
  char_name: 'name',
  char_persona: 'description',
  world_scenario: 'scenario',
  char_greeting: 'first_mes',
  example_dialogue: 'mes_example',
};

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw cardInvalid(`The card's ${key} must be text.`);
  return value;
}

function list(data: Record<string, unknown>, key: string): string[] {
  const value = data[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw cardInvalid(`The card's ${key} must be a list of texts.`);
  }
  return value;
}

/** How deep a card may nest: real cards (lorebooks and extensions included) stay under ten. */
const CARD_DEPTH_MAX = 32;

/**
 * PostgreSQL cannot store NUL or lone surrogates, anywhere in the card (jsonb included), and
 * everything after this (the mapping, the database, the export) walks the card recursively:
 * a card nested thousands deep is refused here, by a walk that does not recurse.
 */
function assertStorable(json: Record<string, unknown>): void {
  const found = checkStorableJson(json, { maxDepth: CARD_DEPTH_MAX });
  if (!found) return;
  if (found.problem.startsWith('is nested')) throw cardInvalid('The card is nested too deeply.');
  throw cardInvalid(`The card's ${found.path || 'top level'} ${found.problem}.`);
}

function fieldsOf(data: Record<string, unknown>): CardFields {
  const texts = Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(data, key)]));
  const lists = Object.fromEntries(LIST_FIELDS.map((key) => [key, list(data, key)]));
  return { ...texts, ...lists } as CardFields;
}

function rest(data: Record<string, unknown>, skip: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !skip.has(key)));
}

export function parseCard(json: unknown): ParsedCard {
  if (!isObject(json)) throw cardInvalid('The card must be a JSON object.');
  assertStorable(json);
  const nested = isObject(json.data);
  if (typeof json.spec === 'string' && !nested) {
    throw cardInvalid(`The card says it is ${json.spec} but has no "data" object.`);
  }
  let data: Record<string, unknown>;
  let root: Record<string, unknown>;
  if (nested) {
    data = json.data as Record<string, unknown>;
    root = rest(json, new Set([...ENVELOPE, ...V1_MIRROR]));
  } else {
    data = { ...json };
    for (const [alias, key] of Object.entries(V1_ALIASES)) {
      if (data[key] === undefined && data[alias] !== undefined) data[key] = data[alias];
    }
    root = rest(json, new Set([...MAPPED, ...Object.keys(V1_ALIASES)]));
    data = rest(data, new Set(Object.keys(V1_ALIASES)));
  }
  const fields = fieldsOf(data);
  const extra = rest(data, MAPPED);
  let angels: unknown;
  if (extra.extensions !== undefined && extra.extensions !== null) {
    if (!isObject(extra.extensions)) throw cardInvalid("The card's extensions must be an object.");
    const { angels: own, ...others } = extra.extensions;
    angels = own;
    extra.extensions = others;
  }
  return { fields, extra: { data: nested ? extra : {}, root }, angels };
}
