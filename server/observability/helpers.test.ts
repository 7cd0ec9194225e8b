/** The observability module's pure helpers. */
import { describe, expect, it } from 'vitest';
import { methodLabel, routeLabel, statusClass } from './labels.ts';
import { providerErrorKind } from './llm-error-kind.ts';
import { levelFrom } from './logger.ts';
import { LLM_ERROR_KINDS, METRICS } from './metric-table.ts';
import { bearerToken, tokenMatches } from './metrics-route.ts';
import { prettyLine, prettyMessage } from './pretty.ts';
import { replyOutcome } from './reply-watch.ts';
import { requestIdFrom } from './request-context.ts';

describe('labels', () => {
  it('turns a registered route into its template, patterns dropped', () => {
    expect(routeLabel('/api/chats/:chatHash{[a-z0-9]+}/messages')).toBe(
      '/api/chats/:chatHash/messages',
    );
    expect(routeLabel('/api/x/:year{[0-9]{4}}/:id')).toBe('/api/x/:year/:id');
    expect(routeLabel('/api/*')).toBe('/api/*');
    expect(routeLabel('')).toBe('*');
  });

  it('keeps methods and status classes to small sets', () => {
    expect(methodLabel('get')).toBe('GET');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
    expect([200, 304, 404, 503, 99, 700].map(statusClass)).toEqual([
      '2xx',
      '3xx',
      '4xx',
      '5xx',
      'other',
      'other',
    ]);
  });
});

describe('the metric table', () => {
  it('names every series once, with the app prefix and a help text', () => {
    const names = Object.values(METRICS).map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const metric of Object.values(METRICS)) {
      expect(metric.name).toMatch(/^angels_[a-z_]+$/);
      expect(metric.help.length).toBeGreaterThan(10);
      if (metric.type === 'counter') expect(metric.name).toMatch(/_total$/);
    }
  });
});

describe('provider errors', () => {
  it('sorts HTTP errors into kinds of the table', () => {
    const kind = (status: number, contextLength = false) =>
      providerErrorKind({ status, contextLength });
    expect([
      kind(400, true),
      kind(429),
      kind(401),
      kind(403),
      kind(404),
      kind(408),
      kind(502),
      kind(422),
    ]).toEqual([
      'context_length',
      'rate_limited',
      'auth',
      'auth',
      'not_found',
      'timeout',
      'server_error',
      'client_error',
    ]);
    for (const status of [400, 401, 404, 408, 429, 500])
      expect(LLM_ERROR_KINDS).toContain(kind(status));
  });
});

describe('reply outcomes', () => {
  it('follow the settled status, or the hand-over', () => {
    expect(replyOutcome('COMPLETE', false)).toBe('completed');
    expect(replyOutcome('FAILED', false)).toBe('failed');
    expect(replyOutcome('STOPPED', false)).toBe('stopped');
    expect(replyOutcome(undefined, true)).toBe('handed_over');
    expect(replyOutcome(undefined, false)).toBeNull();
  });
});

describe('the metrics token', () => {
  it('reads a bearer token and compares it whole', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
    expect(tokenMatches('secret-token', 'secret-token')).toBe(true);
    expect(tokenMatches('secret-toke', 'secret-token')).toBe(false);
    expect(tokenMatches('', 'secret-token')).toBe(false);
  });
});

describe('request ids', () => {
  it('keeps sane ones only', () => {
    expect(requestIdFrom('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    expect(requestIdFrom('has space')).not.toBe('has space');
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the log settings', () => {
  it('takes LOG_LEVEL, and is silent under the tests unless asked', () => {
    expect(levelFrom({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(levelFrom({ LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(levelFrom({ LOG_LEVEL: 'loud', VITEST: 'true' })).toBe('silent');
    expect(levelFrom({ VITEST: 'true', NODE_ENV: 'production' })).toBe('info');
    expect(levelFrom({})).toBe('info');
  });

  it('prints a line for people: time, level, message, fields, stack', () => {
    const line = prettyLine(
      JSON.stringify({
        level: 'error',
        time: '2026-11-27T17:00:01.000Z',
        pid: 1,
        msg: 'Failed',
        requestId: 'r1',
        err: { stack: 'Error: x\n  at y' },
      }),
    );
    expect(line).toBe('17:00:01 ERROR Failed  requestId=r1\nError: x\n  at y\n');
    expect(prettyLine('not json\n')).toBe('not json\n');
    const info = JSON.stringify({
      level: 'info',
      time: 't',
      msg: 'Angels is running at x',
      chats: 2,
    });
    expect(prettyMessage(info)).toBe('Angels is running at x  chats=2');
    expect(prettyMessage(JSON.stringify({ level: 'warn', msg: 'Careful' }))).toBe('WARN Careful');
    expect(prettyMessage('plain')).toBe('plain');
  });
});
