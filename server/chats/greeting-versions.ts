/**
 * A character card's `alternate_greetings` become versions of the chat's greeting: the chat
 * opens with the card's first message, and the user flips to the others as to any reply's
 * versions (alternatives.ts). Free, as the greeting is.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { MAX_ALTERNATIVES } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { chats, messageAlternatives, messages, type AvatarRow } from '../db/schema.ts';
import { fillNames } from '../engines/reply/persona-prompt.ts';

/** The card's other greetings, names filled in, as many as a message keeps beside the first. */
export function alternateGreetings(avatar: AvatarRow, userName: string | null): string[] {
  return (avatar.profile?.card.alternateGreetings ?? [])
    .map((text) => fillNames(text, avatar.name, userName ?? 'you').trim())
    .filter((text) => text !== '')
    .slice(0, MAX_ALTERNATIVES - 1);
}

/** Adds `greetings` as versions 2… of the new chat's greeting (its first Angel message). */
export async function addGreetingVersions(
  db: Db,
  chatHash: string,
  greetings: string[],
): Promise<void> {
  if (greetings.length === 0) return;
  await db.transaction(async (tx) => {
    const [greeting] = await tx
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(chats, eq(chats.id, messages.chatId))
      .where(and(eq(chats.chatHash, chatHash), isNull(messages.replyTo)))
      .orderBy(messages.seq)
      .limit(1);
    if (!greeting) return;
    await tx.insert(messageAlternatives).values(
      greetings.map((text, index) => ({
        messageId: greeting.id,
        position: index + 1,
        text,
        status: 'COMPLETE' as const,
      })),
    );
    await tx
      .update(messages)
      .set({ alternatives: greetings.length + 1 })
      .where(eq(messages.id, greeting.id));
  });
}
