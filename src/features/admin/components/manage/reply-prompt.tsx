import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useReplyPrompt } from '@/features/admin/api/get-reply-prompt';

type ReplyPromptProps = { chatHash: string; messageId: string };

/**
 * Under an Angel's reply: the model request that produces it, rebuilt on demand from the chat
 * as stored now (so it is labelled as rebuilt, not a record of what was sent then).
 */
export function ReplyPrompt({ chatHash, messageId }: ReplyPromptProps) {
  const [open, setOpen] = useState(false);
  const prompt = useReplyPrompt(chatHash, messageId, open);
  const settings = prompt.data
    ? Object.entries(prompt.data.body).filter(([key]) => key !== 'messages')
    : [];
  return (
    <details
      className="max-w-[44rem] text-xs text-muted"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold hover:text-fg">Prompt (rebuilt)</summary>
      {prompt.isPending && open && <Spinner label="Rebuilding the prompt" />}
      {prompt.isError && (
        <p role="alert" className="text-danger">
          The prompt could not be rebuilt: {prompt.error.message}
        </p>
      )}
      {prompt.data && (
        <div className="mt-2 flex flex-col gap-2">
          <p>
            Rebuilt from the chat as stored now
            {prompt.data.engine === 'built-in'
              ? ' (this server writes replies with the built-in engine; this is what a model would get)'
              : ''}
            : {prompt.data.used} of {prompt.data.budget} tokens.
            {prompt.data.cut.length > 0 && ` Cut: ${prompt.data.cut.join('; ')}.`}
          </p>
          <p>{settings.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(' · ')}</p>
          {(prompt.data.body.messages ?? []).map((message, i) => (
            <div key={i} className="rounded-xl border border-line/70 bg-raised p-2">
              <p className="font-semibold text-fg">{message.role}</p>
              <pre className="break-words whitespace-pre-wrap text-fg">{message.content}</pre>
            </div>
          ))}
        </div>
      )}
    </details>
  );
}
