/**
 * Spec §1: prices show in the domain's currency with a narrow symbol ("$", "€", "£").
 * A bad currency code from configuration must not break a page, so it falls back to "CODE 9.99".
 */
export function formatPrice(amount: number, currencyStr: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyStr,
      currencyDisplay: 'narrowSymbol',
    }).format(amount);
  } catch {
    return [currencyStr.trim(), amount.toFixed(2)].filter(Boolean).join(' ');
  }
}
