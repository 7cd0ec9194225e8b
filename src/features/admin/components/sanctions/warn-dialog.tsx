import type { ModeratedUser } from '@contract/moderation.ts';
import { useState } from 'react';
import { useFormErrors } from '@/components/form/use-form-errors';
import { useWarnUser } from '@/features/admin/api/warn-user';
import { warningPreview } from '@/features/admin/model';
import { useFreshHistoryOnOpen } from '@/features/admin/hooks/use-fresh-on-open';
import { ActionDialog } from '../action-dialog';
import { LadderPreview } from './ladder-preview';
import { EMPTY_POLICY_DRAFT, PolicyFields, policyDraftErrors } from './policy-fields';

type WarnDialogProps = {
  open: boolean;
  user: ModeratedUser;
  /** The case the warning settles, when given from one. */
  caseId?: string;
  onClose: () => void;
  onDone?: () => void;
};

/** A warning, with the ladder's meaning shown before the agent gives it. */
export function WarnDialog({ open, user, caseId, onClose, onDone }: WarnDialogProps) {
  const warn = useWarnUser(user.id);
  const errors = useFormErrors<'policy' | 'facts'>(warn);
  const [draft, setDraft] = useState(EMPTY_POLICY_DRAFT);
  useFreshHistoryOnOpen(open, user.id);
  // Closing keeps the draft: only a warning given clears it.
  const close = () => {
    warn.reset();
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      title={`Warn ${user.email}`}
      intro={<LadderPreview lines={warningPreview(user.ladder)} grave={false} />}
      submitLabel="Give warning"
      pending={warn.isPending}
      alert={errors.alert}
      onClose={close}
      onSubmit={() => {
        const { policy } = draft;
        const facts = draft.facts.trim();
        if (!errors.validate(policyDraftErrors(draft)) || !policy) return;
        warn.mutate(
          { policy, facts, ...(caseId ? { caseId } : {}) },
          {
            onSuccess: () => {
              setDraft(EMPTY_POLICY_DRAFT);
              close();
              onDone?.();
            },
          },
        );
      }}
    >
      <PolicyFields
        draft={draft}
        onChange={setDraft}
        policyError={errors.fieldError('policy')}
        factsError={errors.fieldError('facts')}
      />
    </ActionDialog>
  );
}
