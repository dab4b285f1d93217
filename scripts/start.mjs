// `npm start`: build the web app and the server if needed, then run the platform server (embedded database, seeded on first run) as a demo.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, serverEntry } from './build-server.mjs';
import { ensureWebBuild } from './ensure-web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureWebBuild();
await ensureServerBuild();
// The demo pays through the gateway simulator; a deployment configures a real provider instead (README, Security).
const env = { ...process.env, PAYMENT_SIMULATOR: process.env.PAYMENT_SIMULATOR ?? '1' };
const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
