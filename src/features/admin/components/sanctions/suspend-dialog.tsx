import { SUSPENSION_DAYS_MAX } from '@contract/constants.ts';
import type { ModeratedUser } from '@contract/moderation.ts';
import { useState } from 'react';
import { useFormErrors } from '@/components/form/use-form-errors';
import { TextField } from '@/components/ui/text-field';
import { useSuspendUser } from '@/features/admin/api/suspend-user';
import { suspensionPreview } from '@/features/admin/model';
import { useFreshHistoryOnOpen } from '@/features/admin/hooks/use-fresh-on-open';
import { ActionDialog } from '../action-dialog';
import { LadderPreview } from './ladder-preview';
import { EMPTY_POLICY_DRAFT, PolicyFields, policyDraftErrors } from './policy-fields';

type SuspendDialogProps = {
  open: boolean;
  user: ModeratedUser;
  caseId?: string;
  onClose: () => void;
  onDone?: () => void;
};

const DEFAULT_DAYS = '7';

function daysError(value: string): string | undefined {
  const days = Number(value);
  if (!/^\d+$/.test(value.trim()) || days < 1 || days > SUSPENSION_DAYS_MAX) {
    return `Days must be a whole number from 1 to ${SUSPENSION_DAYS_MAX}`;
  }
  return undefined;
}

/** A suspension for some days; the preview says when it would close the account instead. */
export function SuspendDialog({ open, user, caseId, onClose, onDone }: SuspendDialogProps) {
  const suspend = useSuspendUser(user.id);
  const errors = useFormErrors<'policy' | 'facts' | 'days'>(suspend);
  const [draft, setDraft] = useState(EMPTY_POLICY_DRAFT);
  useFreshHistoryOnOpen(open, user.id);
  const [days, setDays] = useState(DEFAULT_DAYS);
  const closes = user.ladder.suspensionCloses;
  // Closing keeps the draft: only a suspension given clears it.
  const close = () => {
    suspend.reset();
    onClose();
  };
  const previewDays = daysError(days) ? Number(DEFAULT_DAYS) : Number(days);
  return (
    <ActionDialog
      open={open}
      title={closes ? `Close the account of ${user.email}` : `Suspend ${user.email}`}
      intro={<LadderPreview lines={suspensionPreview(user.ladder, previewDays)} grave={closes} />}
      submitLabel={closes ? 'Suspend and close the account' : 'Suspend'}
      pending={suspend.isPending}
      alert={errors.alert}
      onClose={close}
      onSubmit={() => {
        const { policy } = draft;
        const facts = draft.facts.trim();
        const checks = { ...policyDraftErrors(draft), days: daysError(days) };
        if (!errors.validate(checks) || !policy) return;
        suspend.mutate(
          { policy, facts, days: Number(days), ...(caseId ? { caseId } : {}) },
          {
            onSuccess: () => {
              setDraft(EMPTY_POLICY_DRAFT);
              setDays(DEFAULT_DAYS);
              close();
              onDone?.();
            },
          },
        );
      }}
    >
      <TextField
        label="Days"
        type="number"
        inputMode="numeric"
        min={1}
        max={SUSPENSION_DAYS_MAX}
        value={days}
        onValueChange={setDays}
        error={errors.fieldError('days')}
      />
      <PolicyFields
        draft={draft}
        onChange={setDraft}
        policyError={errors.fieldError('policy')}
        factsError={errors.fieldError('facts')}
      />
    </ActionDialog>
  );
}
