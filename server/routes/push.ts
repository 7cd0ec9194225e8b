import { z } from 'zod';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { pageQuerySchema, pagedSchema } from '../contract/paging.ts';
import {
  presenceBodySchema,
  PUSH_DEVICES_PAGE_MAX,
  PUSH_DEVICES_PAGE_SIZE,
  pushDeviceSchema,
  pushPreferencesSchema,
  subscribeBodySchema,
  vapidKeySchema,
} from '../contract/push.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';
import { deviceLabel } from '../push/device-label.ts';
import { preferencesOf, setPreferences } from '../push/preferences.ts';
import { reportPresence } from '../push/presence.ts';
import { isPushService } from '../push/push-services.ts';
import { listDevices, presentDevice, removeDevice, subscribe } from '../push/subscriptions.ts';
import type { VapidKeys } from '../push/vapid-keys.ts';

export type PushRouteDeps = AuthDeps & { vapid: VapidKeys | null };

const OFF = 'Notifications are not set up on this server.';
const NOT_A_PUSH_SERVICE = 'endpoint is not a push service this server sends to.';
const deviceParams = z.object({ id: z.string().uuid('No such device.') });
const off = apiError(`NOT_FOUND: ${OFF}`);

/**
 * /api/push: this device's notifications (issue 31). The key to subscribe with, the devices
 * of the account (on, listed, turned off), the lock-screen choice, and the tabs' reports of
 * being in view (no notification while one is).
 */
export function pushRoutes(deps: PushRouteDeps) {
  const { db, vapid, config } = deps;
  const endpoint = endpoints(deps);
  const key = endpoint({
    method: 'get',
    path: '/key',
    access: 'user',
    readLimit: 'item',
    summary: "The server's VAPID public key (applicationServerKey for pushManager.subscribe)",
    responses: { 200: json('The key, base64url', vapidKeySchema), 404: off },
  });
  const add = endpoint({
    method: 'post',
    path: '/devices',
    access: 'user',
    writeLimit: 'push',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Turn notifications on for this browser (idempotent by endpoint)',
    description:
      "The body is the browser's PushSubscription.toJSON(). The device is named from the " +
      'User-Agent, and belongs to this login: logging out here turns it off.',
    request: { body: jsonBody(subscribeBodySchema) },
    responses: {
      200: json('Already on: updated', pushDeviceSchema),
      201: json('Turned on', pushDeviceSchema),
      404: off,
    },
  });
  const list = endpoint({
    method: 'get',
    path: '/devices',
    access: 'user',
    readLimit: 'list',
    maxItems: PUSH_DEVICES_PAGE_MAX,
    summary: 'The devices that get your notifications, newest first',
    request: { query: pageQuerySchema(PUSH_DEVICES_PAGE_SIZE, { maxSize: PUSH_DEVICES_PAGE_MAX }) },
    responses: { 200: json('A page of devices', pagedSchema(pushDeviceSchema)) },
  });
  const remove = endpoint({
    method: 'delete',
    path: '/devices/{id}',
    access: 'user',
    writeLimit: 'push',
    summary: 'Turn a device off (one of yours)',
    request: { params: deviceParams },
    responses: {
      204: { description: 'Turned off' },
      404: apiError('NOT_FOUND: no such device of yours.'),
    },
  });
  const preferences = endpoint({
    method: 'get',
    path: '/preferences',
    access: 'user',
    readLimit: 'item',
    summary: 'Your notification choices',
    responses: { 200: json('Your choices', pushPreferencesSchema) },
  });
  const choose = endpoint({
    method: 'put',
    path: '/preferences',
    access: 'user',
    writeLimit: 'push',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Choose whether lock screens show the first words of a message',
    request: { body: jsonBody(pushPreferencesSchema) },
    responses: { 200: json('Your choices', pushPreferencesSchema) },
  });
  const presence = endpoint({
    method: 'put',
    path: '/presence',
    access: 'user',
    writeLimit: 'presence',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'This tab is in view (say so again every 30 s) or hidden: no push while one is',
    request: { body: jsonBody(presenceBodySchema) },
    responses: { 204: { description: 'Noted' } },
  });
  return apiRouter<AuthEnv>()
    .openapi(key, (c) => {
      if (!vapid) throw notFound(OFF);
      return c.json({ publicKey: vapid.publicKey }, 200);
    })
    .openapi(add, async (c) => {
      const me = c.var.user;
      if (!vapid) throw notFound(OFF);
      const body = c.req.valid('json');
      if (!isPushService(body.endpoint, config.pushServiceOrigins)) {
        throw badRequest(NOT_A_PUSH_SERVICE, [{ path: 'endpoint', message: NOT_A_PUSH_SERVICE }]);
      }
      const label = deviceLabel(c.req.header('User-Agent'));
      const { row, created } = await subscribe(db, me.id, body, label, c.var.claims.sid ?? null);
      return c.json(presentDevice(row), created ? 201 : 200);
    })
    .openapi(list, async (c) =>
      c.json(await listDevices(db, c.var.user.id, c.req.valid('query')), 200),
    )
    .openapi(remove, async (c) => {
      if (!(await removeDevice(db, c.var.user.id, c.req.valid('param').id))) {
        throw notFound('No such device of yours.');
      }
      return c.body(null, 204);
    })
    .openapi(preferences, async (c) => c.json(await preferencesOf(db, c.var.user.id), 200))
    .openapi(choose, async (c) =>
      c.json(await setPreferences(db, c.var.user.id, c.req.valid('json')), 200),
    )
    .openapi(presence, async (c) => {
      const body = c.req.valid('json');
      await reportPresence(db, c.var.user.id, body.tabId, body.visible);
      return c.body(null, 204);
    });
}
