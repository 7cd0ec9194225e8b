import { useState, type FormEvent } from 'react';
import type { Spending } from '@contract/spending.ts';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/text-field';
import { formAlertMessage, issuesByField } from '@/lib/form-validation';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useSaveSpendingLimits, useSpending } from '../api/spending-limits';
import { formatCount, formatDate, formatPrice } from '../model';
import { moneyLimitText, parseMoneyLimit, parseTokenLimit } from '../spending-model';

/** Settings → Spending: the monthly limits on money and tokens, and this month's spend. */
export function SpendingLimits({ userId }: { userId: string }) {
  const spending = useSpending(userId);
  if (spending.data) return <SpendingLimitsForm userId={userId} saved={spending.data} />;
  return spending.isError ? (
    <FormAlert message={spending.error.message} />
  ) : (
    <Spinner label="Loading your limits" />
  );
}

function monthSpent(saved: Spending): string {
  const money = formatPrice(saved.spentMoneyMinor, saved.currency);
  const moneyOf =
    saved.monthlyMoneyMinor === null
      ? ''
      : ` of ${formatPrice(saved.monthlyMoneyMinor, saved.currency)}`;
  const tokensOf = saved.monthlyTokens === null ? '' : ` of ${formatCount(saved.monthlyTokens)}`;
  return `Since ${formatDate(saved.monthStart)}: ${money}${moneyOf} on purchases, ${formatCount(saved.spentTokens)}${tokensOf} tokens on replies and Angels.`;
}

function SpendingLimitsForm({ userId, saved }: { userId: string; saved: Spending }) {
  const [money, setMoney] = useState(moneyLimitText(saved.monthlyMoneyMinor, saved.currency));
  const [tokens, setTokens] = useState(
    saved.monthlyTokens === null ? '' : String(saved.monthlyTokens),
  );
  const [errors, setErrors] = useState<{ money?: string; tokens?: string }>({});
  const mutation = useSaveSpendingLimits(userId, () =>
    toast.add({ severity: 'success', summary: 'Spending limits saved', life: DEFAULT_TOAST_LIFE }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const moneyLimit = parseMoneyLimit(money, saved.currency);
    const tokenLimit = parseTokenLimit(tokens);
    setErrors({ money: moneyLimit.error, tokens: tokenLimit.error });
    if (moneyLimit.error !== undefined || tokenLimit.error !== undefined) return;
    mutation.mutate({ monthlyMoneyMinor: moneyLimit.value, monthlyTokens: tokenLimit.value });
  };
  const serverErrors = issuesByField(mutation.error);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Limits count each calendar month (UTC). A purchase or a reply that would go past a limit is
        refused before anything is charged; from 80 % on, the app warns you. Leave a field empty for
        no limit.
      </p>
      <TextField
        label={`Money per month (${saved.currency})`}
        inputMode="decimal"
        autoComplete="off"
        value={money}
        onValueChange={setMoney}
        error={errors.money ?? serverErrors.monthlyMoneyMinor}
      />
      <TextField
        label="Tokens per month"
        inputMode="numeric"
        autoComplete="off"
        value={tokens}
        onValueChange={setTokens}
        error={errors.tokens ?? serverErrors.monthlyTokens}
      />
      <p className="text-sm text-muted">{monthSpent(saved)}</p>
      <FormAlert
        message={formAlertMessage(mutation.error, ['monthlyMoneyMinor', 'monthlyTokens'])}
      />
      <div className="flex justify-end">
        <SubmitButton pending={mutation.isPending} label="Save limits" />
      </div>
    </form>
  );
}
