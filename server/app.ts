import { HTTPException } from 'hono/http-exception';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { withPortraitKey } from './angels/portrait-url.ts';
import { replyOrphanAfterMs, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createDicebearEngine } from './engines/image/dicebear-engine.ts';
import type { ImageEngine } from './engines/image/image-engine.ts';
import { mailEngineFor } from './engines/mail/create-mail-engine.ts';
import type { MailEngine } from './engines/mail/mail-engine.ts';
import { ReplyHub } from './chats/reply-hub.ts';
import type { Notifications } from './live/process-channel.ts';
import { ReplyJobs } from './chats/reply-jobs.ts';
import { replyEngineFor } from './engines/reply/create-reply-engine.ts';
import type { ReplyEngine } from './engines/reply/reply-engine.ts';
import { noStore } from './http/auth.ts';
import { BODY_ABORTED_MESSAGE, isClientAbort } from './http/client-abort.ts';
import { HttpError, INTERNAL_ERROR } from './http/errors.ts';
import { securityHeaders } from './http/headers.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { ReadLimiter } from './http/read-limits.ts';
import { WriteLimiter } from './http/write-limiter.ts';
import { apiDocument } from './http/api-document.ts';
import { apiRouter } from './http/endpoint.ts';
import { requestTimeout, undeclaredBodyRule } from './http/request-rules.ts';
import { ResponseCache } from './http/response-cache.ts';
import { adminCaseRoutes } from './routes/admin-cases.ts';
import { adminChatRoutes } from './routes/admin-chats.ts';
import { adminReplyPromptRoutes } from './routes/admin-reply-prompt.ts';
import { adminReplyQualityRoutes } from './routes/admin-reply-quality.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { adminViolationRoutes } from './routes/admin-violations.ts';
import { adminCatalogueRoutes } from './routes/admin-catalogue.ts';
import { CatalogueChanges } from './catalogue/catalogue-changes.ts';
import { accountStatusRoutes } from './routes/account-status.ts';
import { liveEventRoutes } from './routes/live-events.ts';
import { LiveEvents } from './live/live-events.ts';
import { chatApi } from './routes/chat-api.ts';
import { authSessionRoutes } from './routes/auth-session.ts';
import { authRoutes } from './routes/auth.ts';
import { angelCardRoutes } from './routes/angel-cards.ts';
import { angelPortraitRoutes } from './routes/angel-portraits.ts';
import { angelProposalRoutes } from './routes/angel-proposals.ts';
import { avatarRoutes } from './routes/avatars.ts';
import { generatorStateRoutes } from './routes/generator-state.ts';
import { healthRoutes, type Lifecycle } from './routes/health.ts';
import { myAngelRoutes } from './routes/my-angels.ts';
import { memoryRoutes } from './routes/memory.ts';
import { MemoryJobs } from './memory/memory-jobs.ts';
import { personalPortraitRoutes } from './routes/personal-portrait.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { portraitRoutes, userPortraitRoutes } from './routes/portraits.ts';
import { userRoutes } from './routes/users.ts';
import { accountSettingsRoutes } from './routes/account-settings.ts';
import { billingRoutes } from './routes/billing.ts';
import { paymentPage } from './payment/payment-page.ts';
import { varsRoutes } from './routes/vars.ts';
import { ERROR_CODES } from './contract/errors.ts';
import { PushJobs } from './push/push-jobs.ts';
import { resolveVapidKeys } from './push/vapid-keys.ts';
import { pushRoutes } from './routes/push.ts';
import { appPool, type AppPool } from './workers/app-pool.ts';
import { WritesFirstScheduler } from './proactive/scheduler.ts';
import { writesFirstRoutes } from './routes/writes-first.ts';
import { spendingLimitRoutes } from './routes/spending-limits.ts';
import { logError, logInfo } from './observability/logger.ts';
import { countMailDeliveries } from './observability/mail-deliveries.ts';
import { observeApp } from './observability/observe-app.ts';
import { behind } from './db/queries/behind.ts';

export type AppDeps = {
  db: Db;
  /** The database's LISTEN/NOTIFY, when several processes share it (reply progress). */
  notifications?: Notifications;
  config: Config;
  images?: ImageEngine;
  /** Default from config: SMTP, .eml files in DATA_DIR/mail, or memory (tests pass their own). */
  mail?: MailEngine;
  /** Default from config: LLM_BASE_URL's provider, else the built-in persona engine. */
  replies?: ReplyEngine;
  log?: (message: string, error?: unknown) => void;
  /** Notable events (e.g. moderation) for the server log. */
  info?: (message: string) => void;
  /** Worker threads for costly file work (cards); default: server/workers/app-pool.ts. */
  workers?: AppPool;
};

/**
 * The one app factory: production (main.ts, plus static files), dev (dev.ts, plus Vite) and
 * tests all build the API through here so they cannot drift apart.
 */
export function createApp({
  db,
  notifications,
  config,
  images: drawing = createDicebearEngine(),
  mail: mailEngine = mailEngineFor(config),
  replies = replyEngineFor(config),
  log = logError,
  info = logInfo,
  workers = appPool(),
}: AppDeps) {
  const secret = resolveJwtSecret(config);
  const mail = countMailDeliveries(mailEngine);
  // Every presenter gets this engine: it signs private portrait URLs with the app's secret.
  const images = withPortraitKey(drawing, secret);
  const auth = {
    db,
    config,
    secret,
    mail,
    limiter: new RateLimiter(db, config.authRateLimit, Date.now, config.trustedProxies),
    images,
    log: info,
  };
  // One embedded database means every write passes through this process and clears the
  // cache; with a shared PostgreSQL other processes write too, so entries expire quickly.
  const cache = new ResponseCache(500, config.databaseUrl ? 10_000 : Number.POSITIVE_INFINITY);
  // A curator's change drops the held catalogue pages here and on every other process.
  const catalogue = new CatalogueChanges(cache, notifications);
  const hub = new ReplyHub(notifications);
  const live = new LiveEvents(notifications);
  const moderation = { ...auth, live };
  const replyJobs = new ReplyJobs(db, replies, hub, log, replyOrphanAfterMs(config));
  // After each exchange, off the reply's path: learn facts, bring the story so far up to date.
  // Its statements wait while a send is on its way to the reply's first words (reply-first.ts).
  const memoryDb = behind(db, () => replyJobs.foreground.quiet());
  const memoryJobs = new MemoryJobs(memoryDb, config.llmMemory ? config.llm : null, log);
  replyJobs.onSettled = (reply) => {
    memoryJobs.request(reply.chatId).catch((error: unknown) => log('Memory request failed', error));
  };
  // Notifications (server/push/): queued by notifyUser(), sent by this process's PushJobs.
  const vapid = resolveVapidKeys(config);
  if (!vapid) info('Notifications are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.');
  const pushJobs = new PushJobs({
    db,
    vapid,
    images,
    domainName: config.domainName,
    retryBaseMs: config.pushRetryBaseMs,
    log,
  });
  // Angels who write first: every process looks for chats due (main.ts starts it).
  const writesFirst = new WritesFirstScheduler(db, replyJobs, live, log, {
    quietMinutes: config.writesFirst.quietMinutes,
  });
  const lifecycle: Lifecycle = { closing: false };
  const api = apiRouter()
    // Account data is private: no cache anywhere may keep it, errors included.
    .use('/auth/*', noStore())
    .use('/users/*', noStore())
    .use('/admin/*', noStore())
    .use('/events', noStore())
    .use('/my-angels/*', noStore())
    .use('/my-angels', noStore())
    .use('/memory/*', noStore())
    .use('/tokens/history', noStore())
    .use('/premium/subscription/*', noStore())
    .use('/premium/subscription', noStore())
    .use('/coupons/*', noStore())
    .use('/orders/*', noStore())
    .use('/payments/*', noStore())
    .use('/push/*', noStore());
  api
    .route('/', healthRoutes({ db, lifecycle }))
    .route('/vars', varsRoutes(config))
    .route('/auth', authRoutes(auth))
    .route('/auth', authSessionRoutes(auth))
    .route('/users', userRoutes(moderation))
    .route('/users', accountSettingsRoutes(auth))
    .route('/users', accountStatusRoutes(moderation))
    .route('/users', generatorStateRoutes(moderation))
    .route('/users', personalPortraitRoutes(moderation))
    .route('/users', spendingLimitRoutes(auth))
    .route('/my-angels', myAngelRoutes({ ...moderation, jobs: replyJobs }))
    .route('/memory', memoryRoutes({ db, secret }))
    .route('/', writesFirstRoutes({ db, secret }))
    .route('/my-angels', angelCardRoutes({ ...moderation, workers }))
    .route('/admin/users', adminUserRoutes(moderation))
    .route('/admin/cases', adminCaseRoutes(moderation))
    .route('/admin/chats', adminChatRoutes(moderation))
    .route('/admin/chats', adminReplyPromptRoutes(moderation))
    .route('/admin/violations', adminViolationRoutes(moderation))
    .route('/admin/catalogue', adminCatalogueRoutes({ ...moderation, workers, changes: catalogue }))
    .route('/admin/avatars', adminReplyQualityRoutes(moderation))
    .route('/events', liveEventRoutes(moderation))
    .route('/push', pushRoutes({ ...auth, vapid }))
    .route('/', billingRoutes(auth))
    .route('/portraits', angelPortraitRoutes(moderation))
    .route('/portraits', userPortraitRoutes({ images }))
    .route('/avatars', angelProposalRoutes(moderation))
    .route('/avatars', portraitRoutes({ db, images }))
    .route('/avatars', avatarRoutes({ db, images, cache }))
    .route(
      '/chats',
      chatApi({
        db,
        secret: auth.secret,
        images,
        hub,
        live,
        jobs: replyJobs,
        heartbeatMs: config.sseHeartbeatMs,
        maxIdleMs: config.sseMaxIdleMs,
      }),
    )
    .route(
      '/openapi.json',
      openApiRoutes(() => apiDocument(app)),
    )
    .all('*', (c) =>
      c.json(
        { code: ERROR_CODES.notFound, message: `No API endpoint ${c.req.method} ${c.req.path}.` },
        404,
        { 'Cache-Control': 'no-store' },
      ),
    );

  const writeLimiter = new WriteLimiter(db, {
    scale: config.writeLimitScale,
    trustedProxies: config.trustedProxies,
  });
  const readLimiter = new ReadLimiter({
    scale: config.readLimitScale,
    trustedProxies: config.trustedProxies,
  });
  const app = apiRouter();
  // First: the request id and metrics of every request, then /metrics itself.
  observeApp(app, { db, config, replyJobs });
  app.use('*', securityHeaders());
  // Once for every API route, present and future: a time limit, and the body rule for any
  // request no endpoint definition declares one for.
  app.use('/api/*', undeclaredBodyRule(), requestTimeout(config.requestTimeoutMs));
  // Every endpoint definition's write and read limits count here (the payment pages' too).
  app.use('*', (c, next) => {
    c.set('writeLimiter', writeLimiter);
    c.set('readLimiter', readLimiter);
    return next();
  });
  app.route('/api', api);
  // Outside /api and outside the single-page app: the payment link's own pages.
  app.route('/payment', paymentPage(auth));
  app.notFound((c) => c.json({ code: ERROR_CODES.notFound, message: 'Not found.' }, 404));
  app.onError((error, c) => {
    // Errors depend on the moment (and 404s are otherwise heuristically cacheable).
    c.header('Cache-Control', 'no-store');
    if (error instanceof HttpError) return c.json(error.body, error.status, error.headers);
    if (isClientAbort(error)) {
      info(`${c.req.method} ${c.req.path}: the client abandoned the request body.`);
      return c.json({ code: ERROR_CODES.badRequest, message: BODY_ABORTED_MESSAGE }, 400);
    }
    // Hono's own errors (e.g. malformed bodies) carry a 4xx status and a safe message.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { code: ERROR_CODES.badRequest, message: error.message || 'Bad request.' },
        error.status,
      );
    }
    log(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json(INTERNAL_ERROR, 500);
  });
  // The reply jobs outlive requests: tests wait for them, shutdown settles them (main.ts), and
  // marks the process as closing so readiness turns it away first.
  // `listening`: the process hears the others' replies and hints (main.ts serves after it).
  const listening = Promise.all([hub.listening, live.listening, catalogue.listening]).then(
    () => undefined,
  );
  return Object.assign(app, {
    replyJobs,
    memoryJobs,
    writesFirst,
    pushJobs,
    live,
    lifecycle,
    listening,
    workers,
  });
}

export type App = ReturnType<typeof createApp>;
