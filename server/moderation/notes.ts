import type { Db } from '../db/client.ts';
import { agentNotes, type AgentNoteRow } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import { lockTarget, type Actor } from './target.ts';

/** An agent's private note about a user: never shown to the user. */
export async function addNote(
  db: Db,
  { actor, userId, text }: { actor: Actor; userId: string; text: string },
): Promise<AgentNoteRow> {
  return db.transaction(async (tx) => {
    const user = await lockTarget(tx, userId);
    const [note] = await tx
      .insert(agentNotes)
      .values({ userId: user.id, authorId: actor.id, text })
      .returning();
    if (!note) throw new Error(`Note on ${user.id} not stored`);
    await recordAudit(tx, {
      actor,
      action: 'add-note',
      targetUserId: user.id,
      after: { noteId: note.id, text },
    });
    return note;
  });
}
