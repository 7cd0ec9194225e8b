import type { Chat, ChatAvatar, Message } from '../contract/chats.ts';
import { avatarImageUrl } from '../angels/portrait-url.ts';
import type { SeatRow } from '../db/queries/chats.ts';
import type { ChatRow, MessageRow } from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { nextSpeakersFirst } from '../contract/turn-order.ts';

/** As the chat's owner sees it: a message moderation removed keeps its place, not its text. */
export function presentMessage(row: MessageRow, chatHash: string): Message {
  return {
    id: row.id,
    chatHash,
    avatarId: row.avatarId,
    text: row.hiddenAt ? '' : row.text,
    ...(row.hiddenAt ? { removed: true as const } : {}),
    status: row.status,
    replyTo: row.replyTo,
    createdAt: row.createdAt.toISOString(),
    error: row.error,
  };
}

export function presentChatAvatar(row: SeatRow, images: ImageEngine): ChatAvatar {
  return {
    id: row.id,
    name: row.name,
    imageUrl: avatarImageUrl(row, images),
    gender: row.gender,
    personality: row.personality,
  };
}

/** `avatars` in speaking order, next speaker first, so the client can show who is next. */
export function presentChat(chat: ChatRow, seats: SeatRow[], images: ImageEngine): Chat {
  return {
    chatHash: chat.chatHash,
    type: chat.type,
    avatars: nextSpeakersFirst(seats, chat.rotation).map((row) => presentChatAvatar(row, images)),
    createdAt: chat.createdAt.toISOString(),
    updatedAt: chat.updatedAt.toISOString(),
  };
}
