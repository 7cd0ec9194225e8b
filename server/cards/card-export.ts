/**
 * One of the user's Angels as a character card: V3 (`chara_card_v3`) and, for older tools,
 * V2 (`chara_card_v2`, with the V1 fields mirrored at the root). The mapping is the one of
 * card-to-angel.ts, backwards; what an imported card had beyond it (profile.cardExtra) is
 * written back where it was.
 */
import type { AngelDraft } from '../contract/angels.ts';
import type { AvatarImageRow, AvatarRow } from '../db/schema.ts';
import { buildExtension } from './angels-extension.ts';
import { isObject, type CardExtra } from './parse-card.ts';

/** Fields only V3 defines: left out of the V2 card. */
const V3_ONLY = [
  'assets',
  'nickname',
  'creator_notes_multilingual',
  'source',
  'group_only_greetings',
  'creation_date',
  'modification_date',
];

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function extraOf(row: AvatarRow): CardExtra {
  const extra = row.profile?.cardExtra;
  return {
    data: isObject(extra?.data) ? extra.data : {},
    root: isObject(extra?.root) ? extra.root : {},
  };
}

export type ExportedCards = { v3: Record<string, unknown>; v2: Record<string, unknown> };

export function buildCards(
  row: AvatarRow,
  draft: AngelDraft,
  image: AvatarImageRow | undefined,
): ExportedCards {
  const { data: extraData, root } = extraOf(row);
  const card = row.profile?.card;
  const extensions = isObject(extraData.extensions) ? extraData.extensions : {};
  const fields = {
    name: row.name,
    description: row.bio,
    personality: row.profile?.description ?? '',
    scenario: card?.scenario ?? '',
    first_mes: row.greeting,
    mes_example: card?.exampleMessages ?? '',
  };
  const data = {
    // Defaults first, then what the imported card had, then what the Angel is now.
    system_prompt: '',
    post_history_instructions: '',
    character_version: '1.0',
    group_only_greetings: [],
    creation_date: seconds(row.createdAt),
    ...extraData,
    ...fields,
    alternate_greetings: card?.alternateGreetings ?? [],
    tags: card?.tags ?? [],
    creator_notes: card?.creatorNotes ?? '',
    creator: card?.creator ?? '',
    modification_date: seconds(row.updatedAt),
    extensions: { ...extensions, angels: buildExtension(row, draft, image) },
  };
  const v3 = { ...root, spec: 'chara_card_v3', spec_version: '3.0', data };
  const v2Data = Object.fromEntries(Object.entries(data).filter(([key]) => !V3_ONLY.includes(key)));
  const v2 = { ...root, ...fields, spec: 'chara_card_v2', spec_version: '2.0', data: v2Data };
  return { v3, v2 };
}

/** A file name that is safe everywhere: letters, digits, spaces and dashes. */
export function cardFileName(name: string, extension: 'json' | 'png'): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^\w -]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  return `${safe || 'Angel'}.${extension}`;
}
