import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export const Route = createFileRoute('/chat/{-$chatHash}')({
  component: () => (
    <PlaceholderPage title="Chat" description="Your conversation with an Angel will open here." />
  ),
});
