import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { DomainVars } from '../contract/vars.ts';
import { CACHE_NONE } from '../http/headers.ts';

/** GET /api/vars: the domain's configuration. no-cache: clients revalidate on every start. */
export function varsRoutes(config: Config) {
  const vars: DomainVars = {
    domainName: config.domainName,
    currencyStr: config.currency,
    signupLink: config.signupLink,
    paymentPageUrl: config.paymentPageUrl,
    supportEmail: config.supportEmail,
  };
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', CACHE_NONE);
    return c.json(vars);
  });
}
