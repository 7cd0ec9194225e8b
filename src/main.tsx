/**
 * Start-up (spec §4): run initialisers, await the asynchronous set-up steps, signal "mounted",
 * then mount. If configuration (/api/vars) cannot load, show the spec's error page instead of
 * a half-working app.
 */
import './styles.css';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigErrorView } from '@/components/errors/config-error-view';
import { varsQueryOptions } from '@/features/vars/api/get-vars';
import { markAppMounted } from '@/lib/app-mounted';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';

/** Synchronous start-up hooks (later: tracking params, activation toast, chunk-reload). */
const initialisers: Array<() => void> = [];

async function loadVars(queryClient: QueryClient): Promise<void> {
  const vars = await queryClient.ensureQueryData(varsQueryOptions());
  document.title = vars.domainName;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const queryClient = createQueryClient();

  initialisers.forEach((init) => init());
  try {
    // The session restore joins this list with the accounts issue.
    await Promise.all([loadVars(queryClient)]);
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(<ConfigErrorView />);
    return;
  }

  const router = createAppRouter(queryClient);
  markAppMounted();
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
