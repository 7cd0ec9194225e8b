import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { CouponState } from './use-coupon';

/** The coupon form; the server decides, and its answer shows under the field. */
export function CouponField({ coupon }: { coupon: CouponState }) {
  const { message } = coupon;
  const error = message?.tone === 'error' ? message.text : undefined;
  return (
    <form
      noValidate
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        coupon.apply();
      }}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label="Coupon code"
            value={coupon.draft}
            onValueChange={coupon.setDraft}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="min-h-11 w-full rounded-xl border border-line bg-raised px-3 text-fg uppercase outline-none focus-visible:border-accent aria-invalid:border-danger"
          />
        </div>
        {/* Level with the input: below the label's line (1.25rem) and the field's gap. Never
            disabled while checking, so the focus stays on it; apply() waits instead. */}
        <Button
          type="submit"
          variant="secondary"
          className="mt-[1.625rem]"
          aria-busy={coupon.pending || undefined}
        >
          {coupon.pending ? 'Checking…' : 'Apply'}
        </Button>
      </div>
      {/* The server answers later: its words are announced when they arrive. A refusal shows
          under the field (TextField) in this line's place, so nothing below moves. */}
      <p
        aria-live="polite"
        className={error ? 'sr-only' : 'min-h-5 text-sm font-medium text-accent'}
      >
        {error ?? message?.text}
      </p>
    </form>
  );
}
