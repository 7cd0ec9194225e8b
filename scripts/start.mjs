// npm start: build the app if dist/ is missing or older than its sources, then run the
// production server (server/main.ts) in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './ensure-built.mjs';

ensureBuilt(path.resolve(root, process.env.DIST_DIR ?? 'dist'));

// The server runs in this very process (TypeScript through tsx's loader), not in a child: a
// signal sent to this PID reaches the server's own SIGTERM/SIGINT handling directly (and npm,
// whose script execs node without a shell in between, passes a signal sent to its PID on to
// this one), and the exit code is the server's.
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'server', 'main.ts')).href);
