import type { PushDevice } from '@contract/push.ts';
import { Button } from '@/components/ui/button';
import type { PagedList } from '@/lib/paged-list';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function detail(device: PushDevice): string {
  const on = `On since ${day(device.createdAt)}`;
  return device.lastDeliveredAt ? `${on} · last notified ${day(device.lastDeliveredAt)}` : on;
}

/** The account's devices, newest first, each with its own way off. */
export function DeviceRows({
  list,
  thisDevice,
  busy,
  onTurnOff,
}: {
  list: PagedList<PushDevice>;
  thisDevice: PushDevice | undefined;
  busy: boolean;
  onTurnOff: (device: PushDevice) => void;
}) {
  return (
    <>
      {list.items.map((device) => {
        const here = device.id === thisDevice?.id;
        return (
          <li
            key={device.id}
            className="flex flex-wrap items-center justify-between gap-3 px-6 py-3"
          >
            <span className="flex min-w-0 flex-col">
              <span className="text-lg">
                {device.device}
                {here && <span className="text-muted"> (this device)</span>}
              </span>
              <span className="text-sm text-muted">{detail(device)}</span>
            </span>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onTurnOff(device)}
              aria-label={here ? 'Turn off on this device' : `Remove ${device.device}`}
            >
              {here ? 'Turn off on this device' : 'Remove'}
            </Button>
          </li>
        );
      })}
      {!list.lastPage && list.fetched && (
        <li className="px-6 py-3">
          <Button variant="ghost" disabled={list.fetching} onClick={list.loadMore}>
            Show more devices
          </Button>
        </li>
      )}
    </>
  );
}
