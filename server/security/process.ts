/** Starting the real server as a process (npm start) for the shutdown tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.ts';

export type Started = {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * `npm start` over a fresh embedded database (or what `env` names instead: DATABASE_URL for a
 * PostgreSQL). DIST_DIR is a one-file app dated in the future, so start.mjs finds it newer
 * than the sources and does not build.
 */
export async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-start-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  const index = path.join(dist, 'index.html');
  fs.writeFileSync(index, '<!doctype html><title>Angels</title>');
  const future = new Date(Date.now() + 86_400_000);
  fs.utimesSync(index, future, future);
  const port = await freePort();
  const dataDir = path.join(dir, 'data');
  const child = spawn('npm', ['start', '--silent'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Always the embedded database, also when the suite runs against PostgreSQL.
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = Date.now();
  while (!output.includes('Angels is running at')) {
    if (child.exitCode !== null || Date.now() - started > 150_000) {
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, dataDir, output: () => output, exited };
}

/** Does anything accept connections on the port? */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export async function api(
  port: number,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
