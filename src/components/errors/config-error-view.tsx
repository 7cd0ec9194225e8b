import { Button } from '@/components/ui/button';

/** /api/vars failed, so the app cannot know its own domain: say so and offer a reload. */
export function ConfigErrorView() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-4">
        <h1 className="font-display text-2xl font-semibold">Domain missing configuration.</h1>
        <p className="text-muted">
          We could not load this site's settings. Check your connection and try again.
        </p>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </div>
    </main>
  );
}
