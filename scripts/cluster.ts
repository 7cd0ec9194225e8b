/**
 * `npm run cluster`: Angels in its scaled-out shape, on this machine. A throwaway PostgreSQL
 * (Debian's) seeded with the demo data, CLUSTER_SIZE API processes on it (default 2), and
 * nginx (Debian's) in front of them on PORT (default 4173) with deploy/nginx.conf. Ctrl-C, or
 * SIGTERM to this process, stops all of it: nginx, then each process gracefully (its open
 * replies finish), then PostgreSQL, and removes the temporary files; asked a second time, it
 * stops waiting for the processes but still stops PostgreSQL and removes the files. A process
 * that dies while the cluster runs is started again.
 *
 * Prometheus-ready: every process serves GET /metrics on its own port (127.0.0.1) with the
 * bearer token METRICS_TOKEN (generated when unset, kept in <work dir>/metrics-token), and the
 * processes are listed as file_sd targets in PROMETHEUS_TARGETS_FILE (default: <work
 * dir>/prometheus-targets.json): deploy/prometheus.yml reads both. nginx answers /metrics with
 * a 404 on the public port. The processes log JSON; this script shows their lines readably.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';
import { freePort } from './free-port.ts';
import { waitUntilUp } from './wait-until-up.ts';
import { prettyMessage } from '../server/observability/pretty.ts';

const size = wholeNumber('CLUSTER_SIZE', 2);
const port = wholeNumber('PORT', 4173);
const asRoot = process.getuid?.() === 0;

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1) fail(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function fail(message: string): never {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

/** Debian's PostgreSQL binaries: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => +b - +a) : [];
  const bin = versions.map((version) => path.join(base, version, 'bin')).find(fs.existsSync);
  return bin ?? fail('PostgreSQL is not installed (apt-get install postgresql), or set PG_BIN');
}

function nginxBin(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(fs.existsSync);
  return found ?? fail('nginx is not installed (apt-get install nginx)');
}

/**
 * A PostgreSQL command, in a session of its own (setsid) so that the server pg_ctl starts
 * never gets the terminal's Ctrl-C: it stops last, after the processes that write to it. As
 * root it runs as the postgres user (PostgreSQL refuses root).
 */
function pg(bin: string, args: string[]): void {
  const asUser = asRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  const result = spawnSync('setsid', ['--wait', ...asUser, bin, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} ${args[0]} failed`);
}

/** A child whose output lines carry its name. */
function start(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess {
  // A group of its own: a Ctrl-C reaches this script only, which then stops each in order (a
  // process that got the terminal's signal as well would take the second one as "exit now").
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${prettyMessage(line)}`);
    });
  }
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

const pgBin = postgresBin();
const nginx = nginxBin();
ensureBuilt(path.join(root, 'dist'));

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-cluster-'));
fs.chmodSync(work, 0o755);
const pgData = path.join(work, 'postgres');
fs.mkdirSync(pgData, { mode: 0o700 });
if (asRoot) spawnSync('chown', ['postgres:', pgData]);
const processes: ChildProcess[] = [];
let proxy: ChildProcess | undefined;
let pgStarted = false;
let stopping = false;
const metricsToken = process.env.METRICS_TOKEN || randomBytes(24).toString('base64url');
const targetsFile = path.resolve(
  process.env.PROMETHEUS_TARGETS_FILE || path.join(work, 'prometheus-targets.json'),
);

async function stop(code: number): Promise<void> {
  if (stopping) {
    // Asked again: no more waiting for replies, but PostgreSQL and the files still go.
    for (const child of [...processes, ...(proxy ? [proxy] : [])]) child.kill('SIGKILL');
    return;
  }
  stopping = true;
  console.log('cluster: stopping nginx, the processes (open replies finish), PostgreSQL…');
  proxy?.kill('SIGQUIT');
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all([...processes, ...(proxy ? [proxy] : [])].map(exited));
  if (pgStarted) pg(path.join(pgBin, 'pg_ctl'), ['stop', '-D', pgData, '-m', 'fast']);
  // The scraper's targets go with the processes (inside the work directory or not).
  fs.rmSync(targetsFile, { force: true });
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  const pgPort = await freePort();
  pg(path.join(pgBin, 'initdb'), ['-D', pgData, '-U', 'angels', '--auth=trust', '--no-sync']);
  pg(path.join(pgBin, 'pg_ctl'), [
    'start',
    '-w',
    '-D',
    pgData,
    '-l',
    path.join(pgData, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${pgPort} -k ${pgData}`,
  ]);
  pgStarted = true;
  pg(path.join(pgBin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(pgPort),
    '-U',
    'angels',
    'angels',
  ]);

  const publicUrl = `http://localhost:${port}`;
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `postgres://angels@127.0.0.1:${pgPort}/angels`,
    // One secret for all: a token signed by one process is checked by another.
    JWT_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: publicUrl,
    HOST: '127.0.0.1',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    DATA_DIR: work,
    METRICS_TOKEN: metricsToken,
  };
  const ports: number[] = [];
  /**
   * Process `i` on `apiPort`, ready when this resolves. One that dies after it was ready is
   * started again, as a supervisor would (the others and nginx carry on meanwhile); one that
   * dies before (a broken start) stops the cluster.
   */
  const run = (i: number, apiPort: number, env: NodeJS.ProcessEnv): Promise<void> => {
    const child = start(`api ${i}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], env);
    processes[i - 1] = child;
    let wasReady = false;
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (!wasReady) {
        console.error(`cluster: api ${i} exited (${signal ?? code}) before it was ready.`);
        void stop(1);
        return;
      }
      console.error(`cluster: api ${i} exited (${signal ?? code}); starting it again.`);
      run(i, apiPort, { ...env, SEED: '' }).catch(() => {});
    });
    return waitUntilUp(`http://127.0.0.1:${apiPort}/api/ready`, 120_000).then(() => {
      wasReady = true;
    });
  };
  for (let i = 1; i <= size; i++) {
    const apiPort = await freePort();
    ports.push(apiPort);
    // The first seeds the empty database; the others start once it is ready.
    await run(i, apiPort, { ...shared, PORT: String(apiPort), SEED: i === 1 ? '1' : '' });
  }

  // Prometheus: one target per process (file_sd format), and the token as a credentials file.
  fs.writeFileSync(path.join(work, 'metrics-token'), metricsToken, { mode: 0o600 });
  const targets = [{ targets: ports.map((p) => `127.0.0.1:${p}`), labels: { cluster: 'local' } }];
  fs.writeFileSync(targetsFile, `${JSON.stringify(targets, null, 2)}\n`);

  const template = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(work, 'nginx-temp', dir), { recursive: true, mode: 0o777 });
  }
  const config = template
    .replace('{{USER}}', asRoot ? 'user nobody nogroup;' : '')
    .replaceAll('{{PREFIX}}', work)
    .replace('{{PORT}}', String(port))
    .replace(
      '{{UPSTREAMS}}',
      ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    '),
    );
  fs.writeFileSync(path.join(work, 'nginx.conf'), config);
  proxy = start(
    'nginx',
    nginx,
    ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'],
    process.env,
  );
  proxy.once('exit', (code) => {
    if (!stopping) {
      console.error(`cluster: nginx exited (${code}); stopping everything.`);
      void stop(1);
    }
  });
  await waitUntilUp(`http://127.0.0.1:${port}/api/ready`, 10_000);
  console.log(
    `Angels cluster is running at ${publicUrl}/  (nginx → ${size} processes on PostgreSQL; ` +
      `Ctrl-C or kill ${process.pid} stops it)`,
  );
  console.log(
    `Metrics: ${ports.map((p) => `http://127.0.0.1:${p}/metrics`).join(', ')} ` +
      `(Bearer token in ${path.join(work, 'metrics-token')}; Prometheus targets in ${targetsFile})`,
  );
} catch (error) {
  console.error('cluster: could not start:', error instanceof Error ? error.message : error);
  await stop(1);
}
