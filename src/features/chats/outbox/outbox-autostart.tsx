import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startOutbox } from './outbox-runner';

/**
 * Mounted (lazily) by the root layout while someone is logged in: messages written offline go
 * out when the app starts or the connection returns, whichever page is open, not only once the
 * user opens that chat again.
 */
export default function OutboxAutostart() {
  const queryClient = useQueryClient();
  useEffect(() => startOutbox(queryClient), [queryClient]);
  return null;
}
