import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suspension } from '@/lib/auth/suspension-store';

const suspension: Suspension = {
  kind: 'temporary',
  suspendedUntil: '2030-01-01T00:00:00.000Z',
  warningCounter: 2,
  reason: 'Insulted an Angel.',
};

/** A fresh copy of the stores and the module: a suspension cannot be taken back in a tab. */
async function load() {
  vi.resetModules();
  const logout = vi.fn(() => Promise.resolve());
  vi.doMock('@/lib/auth/session-store', () => ({ logout }));
  const { suspensionStore } = await import('@/lib/auth/suspension-store');
  const { shareSuspension, SUSPENSION_CHANNEL } = await import('./suspension-tabs');
  return { logout, suspensionStore, stop: shareSuspension(), SUSPENSION_CHANNEL };
}

describe('a suspension in every tab', () => {
  let other: BroadcastChannel;
  let heard: Suspension[];
  let stop = () => undefined as void;
  beforeEach(() => {
    heard = [];
  });
  afterEach(() => {
    stop();
    other?.close();
  });

  it('tells the other tabs once when this tab opens the modal', async () => {
    const tab = await load();
    stop = tab.stop;
    other = new BroadcastChannel(tab.SUSPENSION_CHANNEL);
    other.onmessage = ({ data }: MessageEvent<Suspension>) => heard.push(data);
    tab.suspensionStore.open(suspension);
    tab.suspensionStore.open({ ...suspension });
    await vi.waitFor(() => expect(heard).toEqual([suspension]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toHaveLength(1);
  });

  it('logs out and opens the modal when another tab tells, without telling back', async () => {
    const tab = await load();
    stop = tab.stop;
    other = new BroadcastChannel(tab.SUSPENSION_CHANNEL);
    other.onmessage = ({ data }: MessageEvent<Suspension>) => heard.push(data);
    other.postMessage(suspension);
    await vi.waitFor(() => expect(tab.suspensionStore.getSnapshot()).toEqual(suspension));
    expect(tab.logout).toHaveBeenCalledTimes(1);
    other.postMessage({ ...suspension, reason: 'Again.' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tab.suspensionStore.getSnapshot()).toEqual(suspension);
    expect(heard).toEqual([]);
  });
});
