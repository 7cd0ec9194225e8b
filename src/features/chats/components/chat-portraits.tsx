import type { ChatAvatar } from '@contract/chats.ts';

/** One portrait, or a small overlapping stack for a group. Decorative: names are in text. */
export function ChatPortraits({ avatars, size = 48 }: { avatars: ChatAvatar[]; size?: number }) {
  const shown = avatars.slice(0, 3);
  return (
    <span aria-hidden="true" className="flex shrink-0 -space-x-3">
      {shown.map((avatar) => (
        <img
          key={avatar.id}
          src={avatar.imageUrl}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          style={{ width: shown.length > 1 ? size * 0.75 : size, height: size }}
          className="rounded-full border-2 border-surface bg-raised object-cover object-top"
        />
      ))}
    </span>
  );
}
