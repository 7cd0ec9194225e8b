import { z } from 'zod';

/** The domain's configuration. The client sets document.title to domainName. */
export const domainVarsSchema = z.object({
  domainName: z.string().min(1),
  /** ISO 4217 code; prices show its narrow symbol (e.g. $, €). */
  currencyStr: z.string().length(3),
  signupLink: z.string(),
  /** Where payment links point; they add product-type, product-id and coupon-code. */
  paymentPageUrl: z.string(),
  supportEmail: z.string(),
});
export type DomainVars = z.infer<typeof domainVarsSchema>;
