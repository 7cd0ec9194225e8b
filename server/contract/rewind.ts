import { z } from 'zod';

/**
 * Rewind and delete (issue 29, items 3 and 5): "Go back to here" sets everything after a
 * message aside as a branch the user can return to; deleting a message or clearing a chat
 * marks them deleted, undoable until they are purged. Nothing a user wrote is destroyed by one
 * click: each answer carries what its undo needs.
 */

/** The newest branches the chat menu lists (older ones stay stored, and come back in turn). */
export const BRANCH_LIST_MAX = 20;
/** How much of a branch's first message names it in the list. */
export const BRANCH_PREVIEW_CHARS = 120;
/**
 * How long a deleted message stays undoable before the purge removes it for good (unless an
 * open moderation case still holds its chat: the case keeps its evidence until resolved).
 */
export const DELETED_KEPT_HOURS = 24;

export const rewindResultSchema = z.object({
  /** The branch now holding what was hidden: its undo is restoring it. null: nothing after. */
  branchId: z.string().uuid().nullable(),
  /** How many messages were set aside. */
  hidden: z.number().int(),
});
export type RewindResult = z.infer<typeof rewindResultSchema>;

export const branchSchema = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
  /** Messages waiting in it. */
  count: z.number().int(),
  /** The beginning of its first message (empty when moderation removed that one). */
  preview: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchListSchema = z.object({ items: z.array(branchSchema) });
export type BranchList = z.infer<typeof branchListSchema>;

export const restoreResultSchema = z.object({
  restored: z.number().int(),
  /** Where what was shown after the branch's point went (a new branch), or null: nothing. */
  branchId: z.string().uuid().nullable(),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

export const deletionResultSchema = z.object({
  /** Undo with this id (POST …/deletions/{id}/undo); null when nothing was deleted. */
  deletionId: z.string().uuid().nullable(),
  deleted: z.number().int(),
});
export type DeletionResult = z.infer<typeof deletionResultSchema>;

export const undoResultSchema = z.object({ restored: z.number().int() });
export type UndoResult = z.infer<typeof undoResultSchema>;
