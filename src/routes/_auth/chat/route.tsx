import { createFileRoute } from '@tanstack/react-router';

// A layout of its own only so that links can say `/chat` (the conversation list) by name.
export const Route = createFileRoute('/_auth/chat')({});
