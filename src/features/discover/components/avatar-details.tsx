import type { Avatar } from '@contract/avatars.ts';
import type { ReactNode } from 'react';
import { AngelDetails, Greeting, TagList, TextSection } from '@/components/angel-details';

type AvatarDetailsProps = {
  avatar: Avatar;
  ethnicity: string;
  /** Navigation is the route's business: it passes the back link and the chat action. */
  backLink: ReactNode;
  chatAction: ReactNode;
};

export function AvatarDetails({ avatar, ethnicity, backLink, chatAction }: AvatarDetailsProps) {
  return (
    <AngelDetails
      avatar={avatar}
      facts={`${avatar.age} · ${ethnicity} · ${avatar.occupation}`}
      tagline={avatar.tagline}
      backLink={backLink}
      // Desktop: beside the name. Phones: the bar below, always in reach.
      actions={<div className="hidden md:block">{chatAction}</div>}
      chatAction={chatAction}
    >
      <Greeting text={avatar.greeting} />
      <TextSection title="About" text={avatar.bio} />
      <TagList title="Personality" items={avatar.personality} />
      <TagList title="Interests" items={avatar.interests} />
    </AngelDetails>
  );
}
