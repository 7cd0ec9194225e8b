import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { ChatTypeSelection, type ChatMode } from '@/features/chats/components/chat-type-selection';

type ChatsSearch = { mode?: ChatMode };

export const Route = createFileRoute('/_auth/chats/')({
  validateSearch: (raw: ChatsSearch & SearchSchemaInput): ChatsSearch => {
    const mode = (raw as Record<string, unknown>).mode;
    return mode === 'one' || mode === 'group' ? { mode } : {};
  },
  component: ChatsIndexRoute,
});

function ChatsIndexRoute() {
  const { mode } = Route.useSearch();
  return <ChatTypeSelection mode={mode} />;
}
