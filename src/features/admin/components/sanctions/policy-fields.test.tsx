import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { POLICY_LABELS } from '@contract/constants.ts';
import {
  EMPTY_POLICY_DRAFT,
  POLICY_REQUIRED,
  PolicyFields,
  policyDraftErrors,
  type PolicyDraft,
} from './policy-fields';

afterEach(cleanup);

function Harness({ onDraft }: { onDraft: (draft: PolicyDraft) => void }) {
  const [draft, setDraft] = useState(EMPTY_POLICY_DRAFT);
  return (
    <PolicyFields
      draft={draft}
      onChange={(next) => {
        setDraft(next);
        onDraft(next);
      }}
      policyError={policyDraftErrors(draft).policy}
      factsError={undefined}
    />
  );
}

describe('PolicyFields (warn and suspend dialogs)', () => {
  it('starts with no rule chosen: the rule is a required choice, not a default', async () => {
    let latest = EMPTY_POLICY_DRAFT;
    render(<Harness onDraft={(draft) => (latest = draft)} />);
    const rule = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rule broken' });
    expect(rule.value).toBe('');
    expect(rule.required).toBe(true);
    expect(rule.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(POLICY_REQUIRED)).toBeTruthy();
    expect(policyDraftErrors(EMPTY_POLICY_DRAFT)).toEqual({
      policy: POLICY_REQUIRED,
      facts: 'The statement is required',
    });

    await userEvent.setup().selectOptions(rule, POLICY_LABELS.harassment);
    expect(latest.policy).toBe('harassment');
    expect(screen.queryByText(POLICY_REQUIRED)).toBeNull();
  });
});
