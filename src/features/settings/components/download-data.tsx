import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useDownloadData } from '../api/download-data';
import { ButtonRow } from './settings-section';

/** Downloads everything the account holds as one JSON file. */
export function DownloadData({ userId, domainName }: { userId: string; domainName: string }) {
  const mutation = useDownloadData(userId, domainName);
  return (
    <ButtonRow
      label={mutation.isPending ? 'Preparing your data…' : 'Download my data'}
      detail="Profile, chats, messages and token history, as a JSON file"
      pending={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onError: (error) =>
            toast.add({
              severity: 'error',
              summary: 'Your data could not be downloaded',
              detail: error.message,
              life: DEFAULT_TOAST_LIFE,
            }),
        })
      }
    />
  );
}
