import type { Config } from '../config.ts';
import { domainVarsSchema, type DomainVars } from '../contract/vars.ts';
import { apiRouter, endpoints, json } from '../http/endpoint.ts';
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
  const endpoint = endpoints({});
  const get = endpoint({
    method: 'get',
    path: '/',
    access: 'public',
    summary: 'Domain configuration',
    responses: { 200: json('Domain variables', domainVarsSchema) },
  });
  return apiRouter().openapi(get, (c) => {
    c.header('Cache-Control', CACHE_NONE);
    return c.json(vars, 200);
  });
}
