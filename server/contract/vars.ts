import { z } from 'zod';

/** Spec §3 domain info. The client sets document.title to domainName. */
export const domainVarsSchema = z.object({
  domainName: z.string().min(1),
  /** ISO 4217 code, formatted with the narrow symbol (spec §1). */
  currencyStr: z.string().length(3),
  signupLink: z.string(),
  /** Where payment links point (spec §1: carries product-type, product-id, coupon-code). */
  paymentPageUrl: z.string(),
  supportEmail: z.string(),
});
export type DomainVars = z.infer<typeof domainVarsSchema>;
