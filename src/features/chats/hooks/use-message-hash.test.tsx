import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VirtualListControl } from '@/components/virtual-list/virtual-list';
import { MESSAGE_HASH_MAX_PAGES, useMessageHash } from './use-message-hash';

const target = '3f0b7c1e-2d4a-4c55-9a8e-1b2c3d4e5f60';
const other = '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4';

function setup(ids: string[], hasNextPage: boolean) {
  const control: VirtualListControl = {
    scrollToBottom: vi.fn(),
    scrollToKey: vi.fn((key: string) => ids.includes(key)),
  };
  const fetchNextPage = vi.fn();
  const history = { hasNextPage, isFetchingNextPage: false, isError: false, fetchNextPage };
  const hook = renderHook(
    (props: { ids: string[]; fetching: boolean; more: boolean }) =>
      useMessageHash(
        `message-${target}`,
        props.ids,
        { ...history, isFetchingNextPage: props.fetching, hasNextPage: props.more },
        { current: control },
      ),
    { initialProps: { ids, fetching: false, more: hasNextPage } },
  );
  return { control, fetchNextPage, hook };
}

describe('useMessageHash (#message-<id> scrolls to that message)', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('scrolls a loaded message into view and makes its row glow', async () => {
    const row = document.createElement('li');
    row.dataset.key = target;
    document.body.append(row);
    const { control, fetchNextPage, hook } = setup([other, target], false);
    expect(control.scrollToKey).toHaveBeenCalledWith(target);
    expect(fetchNextPage).not.toHaveBeenCalled();
    await waitFor(() => expect(row.hasAttribute('data-highlight')).toBe(true));
    expect(hook.result.current).toBeUndefined();
    // At once, and again on the frame it glows (a closing panel's focus return may scroll).
    expect(control.scrollToKey).toHaveBeenCalledTimes(2);
    // Then never again: a message arriving later does not pull the view back.
    hook.rerender({ ids: [other, target, 'x'], fetching: false, more: false });
    expect(control.scrollToKey).toHaveBeenCalledTimes(2);
  });

  it('loads older pages until the message is there, then scrolls to it', () => {
    const { control, fetchNextPage, hook } = setup([other], true);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    hook.rerender({ ids: [other], fetching: true, more: true });
    hook.rerender({ ids: [target, other], fetching: false, more: true });
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(control.scrollToKey).toHaveBeenCalledWith(target);
  });

  it('says so when the whole history is loaded without it', () => {
    const { control, hook } = setup([other], false);
    expect(control.scrollToKey).not.toHaveBeenCalled();
    expect(hook.result.current).toBe('The linked message is no longer in the loaded history.');
  });

  it(`stops after ${MESSAGE_HASH_MAX_PAGES} older pages`, () => {
    const { fetchNextPage, hook } = setup([other], true);
    for (let page = 1; page < MESSAGE_HASH_MAX_PAGES + 5; page += 1) {
      hook.rerender({ ids: [other], fetching: true, more: true });
      hook.rerender({ ids: [other, `m${page}`], fetching: false, more: true });
    }
    expect(fetchNextPage).toHaveBeenCalledTimes(MESSAGE_HASH_MAX_PAGES);
    expect(hook.result.current).toBe('The linked message is no longer in the loaded history.');
  });

  it('ignores a hash that names no message', () => {
    const control: VirtualListControl = { scrollToBottom: vi.fn(), scrollToKey: vi.fn() };
    const fetchNextPage = vi.fn();
    const { result } = renderHook(() =>
      useMessageHash(
        'top',
        [other],
        { hasNextPage: true, isFetchingNextPage: false, isError: false, fetchNextPage },
        { current: control },
      ),
    );
    expect(result.current).toBeUndefined();
    expect(fetchNextPage).not.toHaveBeenCalled();
    expect(control.scrollToKey).not.toHaveBeenCalled();
  });
});
