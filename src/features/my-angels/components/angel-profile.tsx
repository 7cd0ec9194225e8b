import type { MyAngel } from '@contract/angels.ts';
import type { ReactNode } from 'react';
import { AngelDetails, Greeting, TagList, TextSection } from '@/components/angel-details';

type AngelProfileProps = {
  angel: MyAngel;
  backLink: ReactNode;
  /** Chat, Edit, Export, Delete: the route's business. */
  actions: ReactNode;
  /** The main action, kept in reach on phones. */
  chatAction: ReactNode;
};

/** One of the user's Angels: what the catalogue's pages show, and what a card carries. */
export function AngelProfile({ angel, backLink, actions, chatAction }: AngelProfileProps) {
  return (
    <AngelDetails
      avatar={angel}
      eyebrow={angel.source === 'imported' ? 'Imported from a card' : 'Created by you'}
      facts={[String(angel.age), angel.occupation].filter(Boolean).join(' · ')}
      tagline={angel.tagline}
      backLink={backLink}
      actions={actions}
      chatAction={chatAction}
    >
      <Greeting text={angel.greeting} />
      <TextSection title="About" text={angel.bio} />
      <TextSection title="Personality" text={angel.description} />
      <TagList title="Traits" items={angel.personality} />
      <TagList title="Interests" items={angel.interests} />
      <TextSection title="Scenario" text={angel.card.scenario} />
      <TagList title="Tags" items={angel.card.tags} />
      <TextSection title="Creator's notes" text={angel.card.creatorNotes} />
    </AngelDetails>
  );
}
