import type { MyAngel } from '@contract/angels.ts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FormAlert } from '@/components/ui/text-field';
import { useAngelChatCount } from '../api/count-angel-chats';
import { useDeleteMyAngel } from '../api/delete-my-angel';
import { deleteWarning } from '../model';

type DeleteAngelDialogProps = {
  angel: MyAngel;
  open: boolean;
  onClose: () => void;
  onDeleted: (deletedChats: number) => void;
};

/** Says exactly what goes (the Angel and every chat it is in) before anything does. */
export function DeleteAngelDialog({ angel, open, onClose, onDeleted }: DeleteAngelDialogProps) {
  const count = useAngelChatCount(angel.id, open);
  const mutation = useDeleteMyAngel(angel.id);
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={`Delete ${angel.name}?`}>
      <div className="flex flex-col gap-4">
        <p aria-live="polite">{deleteWarning(angel.name, angel.gender, count.data)}</p>
        <FormAlert message={mutation.error?.message} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Keep {angel.name}
          </Button>
          <Button
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
            onClick={() =>
              mutation.mutate(undefined, {
                onSuccess: ({ deletedChats }) => onDeleted(deletedChats),
              })
            }
          >
            {mutation.isPending ? 'Deleting…' : `Delete ${angel.name}`}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
