import {
  MODERATION_TEXT_MAX,
  POLICY_CODES,
  POLICY_LABELS,
  type PolicyCode,
} from '@contract/constants.ts';
import { SelectField, TextAreaField } from '../fields';

export type PolicyDraft = { policy: PolicyCode; facts: string };

export const EMPTY_POLICY_DRAFT: PolicyDraft = { policy: POLICY_CODES[0], facts: '' };

type PolicyFieldsProps = {
  draft: PolicyDraft;
  onChange: (draft: PolicyDraft) => void;
  factsError: string | undefined;
};

/** The statement of reasons every sanction carries: which rule, and what the user did. */
export function PolicyFields({ draft, onChange, factsError }: PolicyFieldsProps) {
  return (
    <>
      <SelectField
        label="Rule broken"
        value={draft.policy}
        onValueChange={(value) => {
          const policy = POLICY_CODES.find((code) => code === value);
          if (policy) onChange({ ...draft, policy });
        }}
      >
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
