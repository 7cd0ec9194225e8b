/** Requests to the payment pages as a browser makes them: cookie, urlencoded forms. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tokenLedger } from '../db/schema.ts';
import type { TestContext } from '../testing/test-app.ts';

export const CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Sam Buyer',
};

export const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

type PageOptions = { cookie?: string; form?: Record<string, string>; type?: string };

export function pageClient(t: TestContext) {
  function page(path: string, { cookie, form, type }: PageOptions = {}) {
    const headers: Record<string, string> = {};
    if (cookie) headers.Cookie = cookie;
    if (form) headers['Content-Type'] = type ?? 'application/x-www-form-urlencoded';
    return t.app.request(path, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
  }

  const orderEntries = (orderId: string) =>
    t.database.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.refType, 'order'), eq(tokenLedger.refId, orderId)));

  /** Follows the payment link to the order page: its id, html and CSRF token. */
  async function checkout(cookie: string, query: string) {
    const link = await page(`/payment?${query}`, { cookie });
    expect(link.status).toBe(303);
    const location = link.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/payment\/orders\/[0-9a-f-]{36}$/);
    const res = await page(location, { cookie });
    const html = await res.text();
    return { id: location.split('/').at(-1) ?? '', status: res.status, html, csrf: csrfOf(html) };
  }

  return { page, checkout, orderEntries };
}
