import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { CouponState } from './use-coupon';

/** The coupon form; the server decides, and its answer shows under the field. */
export function CouponField({ coupon }: { coupon: CouponState }) {
  const id = useId();
  const messageId = `${id}-message`;
  const { message } = coupon;
  return (
    <form
      noValidate
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        coupon.apply();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={coupon.draft}
          onChange={(event) => coupon.setDraft(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message?.tone === 'error' ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-raised px-3 text-fg uppercase outline-none focus-visible:border-accent aria-invalid:border-danger"
        />
        <Button type="submit" variant="secondary" disabled={coupon.pending}>
          {coupon.pending ? 'Checking…' : 'Apply'}
        </Button>
      </div>
      <p
        id={messageId}
        aria-live="polite"
        className={`min-h-5 text-sm font-medium ${message?.tone === 'error' ? 'text-danger' : 'text-accent'}`}
      >
        {message?.text}
      </p>
    </form>
  );
}
