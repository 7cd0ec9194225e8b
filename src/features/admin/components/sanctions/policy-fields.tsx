import {
  MODERATION_TEXT_MAX,
  POLICY_CODES,
  POLICY_LABELS,
  type PolicyCode,
} from '@contract/constants.ts';
import { SelectField, TextAreaField } from '../fields';

/** `policy` '': not chosen yet. No rule is preselected: a sanction's rule is the agent's choice. */
export type PolicyDraft = { policy: PolicyCode | ''; facts: string };

export const EMPTY_POLICY_DRAFT: PolicyDraft = { policy: '', facts: '' };

export const POLICY_REQUIRED = 'Choose the rule that was broken';

/** The draft's errors before it is sent: both fields are required. */
export function policyDraftErrors(draft: PolicyDraft) {
  return {
    policy: draft.policy ? undefined : POLICY_REQUIRED,
    facts: draft.facts.trim() ? undefined : 'The statement is required',
  };
}

type PolicyFieldsProps = {
  draft: PolicyDraft;
  onChange: (draft: PolicyDraft) => void;
  policyError: string | undefined;
  factsError: string | undefined;
};

/** The statement of reasons every sanction carries: which rule, and what the user did. */
export function PolicyFields({ draft, onChange, policyError, factsError }: PolicyFieldsProps) {
  return (
    <>
      <SelectField
        label="Rule broken"
        value={draft.policy}
        required
        error={policyError}
        onValueChange={(value) => {
          const policy = POLICY_CODES.find((code) => code === value);
          if (policy) onChange({ ...draft, policy });
        }}
      >
        <option value="" disabled>
          Choose a rule…
        </option>
        {POLICY_CODES.map((code) => (
          <option key={code} value={code}>
            {POLICY_LABELS[code]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Statement to the user"
        hint="What the user did, in words they will read with the notice."
        value={draft.facts}
        onValueChange={(facts) => onChange({ ...draft, facts })}
        error={factsError}
        maxLength={MODERATION_TEXT_MAX}
        required
      />
    </>
  );
}
