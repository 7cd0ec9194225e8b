import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAdminChat } from '@/features/admin/api/get-admin-chat';
import { useUserHistoryPanel } from '@/features/admin/api/get-user-history';
import { lockedReason, replyLockedReason } from '@/features/admin/model';
import { useSession } from '@/lib/auth/session-store';
import { CasePanel } from './case-panel';
import { ReplyForm } from './reply-form';
import { ReplyQualityPanel } from './reply-quality';
import { UserPanel } from './user-panel';
import { Transcript } from './transcript';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border border-line/70 bg-surface p-4"
    >
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * One chat under moderation: the transcript (with the reply box) beside the case and the user.
 * Desktop: two columns; a phone stacks them, transcript first.
 */
export function ManagePage({ chatHash }: { chatHash: string }) {
  const me = useSession().user?.id ?? '';
  const { data } = useAdminChat(chatHash);
  const { chat, user, openCase, deletedByUser } = data;
  const history = useUserHistoryPanel(user.id);
  const locked = lockedReason(openCase, me);
  const angels = chat.avatars.map((a) => a.name).join(', ');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-2xl font-semibold md:text-3xl">
          {user.email}{' '}
          <span className="font-sans text-base font-normal text-muted">with {angels}</span>
        </h1>
        <Link
          to="/admin/chats"
          className="text-sm font-semibold text-accent underline underline-offset-4"
        >
          Back to the queue
        </Link>
      </div>
      {deletedByUser && (
        <p className="rounded-xl border border-line bg-raised px-3 py-2 text-sm text-fg">
          The user deleted this chat ({new Date(deletedByUser).toLocaleString()}): it is gone from
          their chats and kept here as evidence until the case is resolved.
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section
          aria-label="Chat"
          className="flex h-[75dvh] flex-col gap-2 rounded-2xl border border-line/70 bg-surface/60 p-3 lg:h-[calc(100dvh-11rem)]"
        >
          <Transcript chat={chat} userEmail={user.email} canAct={locked === null} />
          <ReplyForm chat={chat} lockedReason={replyLockedReason(openCase, me)} />
        </section>
        <div className="flex flex-col gap-4 lg:max-h-[calc(100dvh-11rem)] lg:overflow-y-auto">
          <Panel title="Case">
            <CasePanel
              openCase={openCase}
              user={history.data?.user}
              me={me}
              lockedReason={locked}
            />
          </Panel>
          <Panel title="User">
            <UserPanel history={history} caseId={openCase?.id} />
          </Panel>
          <Panel title="Reply quality">
            <ReplyQualityPanel angels={chat.avatars} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
