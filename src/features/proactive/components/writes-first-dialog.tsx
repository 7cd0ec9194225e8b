import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/ui/text-field';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useWritesFirst } from '../api/writes-first';
import { WritesFirstForm } from './writes-first-form';

/**
 * "{Angel} writes first", opened from the chat menu (the route reads ?writesFirst): the
 * setting is read first, so the form shows what is saved and what it costs. Esc, the close
 * button and Cancel close it; focus goes back to where it was.
 */
export function WritesFirstDialog({
  chatHash,
  name,
  onClose,
}: {
  chatHash: string;
  name: string;
  onClose: () => void;
}) {
  const setting = useWritesFirst(chatHash);
  return (
    <Modal open onClose={onClose} title={`${name} writes first`}>
      {setting.data ? (
        <WritesFirstForm
          chatHash={chatHash}
          name={name}
          saved={setting.data}
          onDone={onClose}
          onSaved={(saved) =>
            toast.add({
              severity: 'success',
              summary: saved.enabled ? `${name} may write first` : `${name} waits for you`,
              life: DEFAULT_TOAST_LIFE,
            })
          }
        />
      ) : setting.isError ? (
        <div className="flex flex-col gap-3">
          <FormAlert message={setting.error.message} />
          <Button variant="secondary" onClick={() => void setting.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading the setting" />
      )}
    </Modal>
  );
}
