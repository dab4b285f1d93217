// `npm run start:cluster`: the platform beyond one process. PostgreSQL, two server processes on it and
// nginx in front as the load balancer (round-robin), all on this machine, with their data in one folder.
// Debian's postgresql and nginx are installed when missing (as root; else the script says how).
// Ctrl-C stops nginx, then the servers, then PostgreSQL.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureServerBuild, serverEntry } from './build-server.mjs';
import { ensureWebBuild } from './ensure-web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * How one server process is started: the compiled bundle, as `npm start` runs it (built when stale).
 * Everything else about a process (port, database, proxy trust) is its environment.
 */
const serverCommand = () => [process.execPath, [serverEntry]];

/** The member event stream (Server-Sent Events, `modules/member-events`): nginx passes it unbuffered. */
const STREAM_PATH = '/wps/member/events';
/** Test setup only (`--test-routing`): answers which server served a request, and lets a request pick one. */
export const SERVER_HEADER = 'X-Cluster-Server';
export const READY_LINE = 'Cluster ready:';
const DATABASE = 'm_platform';
const isRoot = process.getuid?.() === 0;
/** An address as URLs and nginx's `listen` write it: IPv6 in brackets. */
const urlHost = (address) => (address.includes(':') ? `[${address}]` : address);

const usage = `Usage: npm run start:cluster -- [--data DIR] [--port N] [--host ADDR] [--postgres-port N] [--test-routing]

  --data DIR           the cluster's folder: PostgreSQL's data, the generated database password,
                       nginx's configuration (default: ${join(tmpdir(), 'm-cluster')}; kept between runs)
  --port N             nginx, the address to open (default: $PORT or 8080); the servers listen on
                       127.0.0.1 at N+1 and N+2, PostgreSQL on 127.0.0.1 at N+3
  --host ADDR          the address nginx listens on (default 0.0.0.0)
  --postgres-port N    PostgreSQL's port instead of N+3
  --test-routing       for the cluster test only: nginx answers ${SERVER_HEADER}: 1 or 2 (which server
                       served the request) and sends a request carrying that header to that server`;

// ---------------------------------------------------------------------------------------------
// The tools: Debian's nginx and PostgreSQL.

function onPath(name) {
  for (const folder of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    if (folder && existsSync(join(folder, name))) return join(folder, name);
  }
  return undefined;
}

/** The newest PostgreSQL server binaries folder (Debian keeps each major version apart). */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(base, version, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
}

/** The Debian packages the cluster needs that are not installed. */
export function missingPackages() {
  return [...(onPath('nginx') ? [] : ['nginx']), ...(postgresBin() ? [] : ['postgresql'])];
}

/** Whether the cluster can run here: everything is installed, or it can be (root runs apt-get). */
export const canRunCluster = () => isRoot || missingPackages().length === 0;

function ensurePackages() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  if (!isRoot) throw new Error(`${missing.join(' and ')} missing: run 'sudo apt-get install -y ${missing.join(' ')}' and try again.`);
  console.log(`Installing Debian ${missing.join(' and ')}…`);
  execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/dev/null`], { stdio: 'inherit' });
}

// ---------------------------------------------------------------------------------------------
// Processes: each child's lines are shown with its name; the cluster stops when one ends by itself.

const children = [];
let stopping = false;

function start(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const entry = { name, child, failed: false };
  entry.exited = new Promise((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit({ code, signal }));
    child.once('error', (error) => {
      entry.failed = true;
      console.error(`[${name}] could not start: ${error.message}`);
      resolveExit({ code: null, signal: null });
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
  }
  entry.exited.then(({ code, signal }) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? `code ${code}`}); stopping the cluster`);
      void stopAll(1);
    }
  });
  children.push(entry);
  return entry;
}

const running = (entry) => !entry.failed && entry.child.exitCode === null && entry.child.signalCode === null;

async function stop(entry, signal, waitMs) {
  if (!running(entry)) return true;
  entry.child.kill(signal);
  const timer = new Promise((resolveTimer) => setTimeout(() => resolveTimer('timeout'), waitMs).unref());
  if ((await Promise.race([entry.exited, timer])) !== 'timeout') return true;
  console.error(`[${entry.name}] did not stop within ${waitMs / 1000} s: killed`);
  entry.child.kill('SIGKILL');
  await entry.exited;
  return false;
}

/** nginx first (no new requests), then the servers (they close their streams and pools), then PostgreSQL. */
async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const byName = (prefix) => children.filter((entry) => entry.name.startsWith(prefix));
  let clean = true;
  // SIGQUIT would wait for every open live balance stream; SIGTERM closes them, and the app reconnects.
  for (const entry of byName('nginx')) clean = (await stop(entry, 'SIGTERM', 10_000)) && clean;
  clean = (await Promise.all(byName('server').map((entry) => stop(entry, 'SIGTERM', 15_000)))).every(Boolean) && clean;
  // SIGINT: PostgreSQL's fast shutdown (ends the remaining sessions, checkpoints).
  for (const entry of byName('postgres')) clean = (await stop(entry, 'SIGINT', 30_000)) && clean;
  if (children.length > 0) console.log(clean && exitCode === 0 ? 'Cluster stopped.' : 'Cluster stopped (not cleanly).');
  process.exit(clean ? exitCode : 1);
}

async function waitFor(what, entry, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(entry)) throw new Error(`${entry.name} exited before ${what}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

const answersStatus = (url) => async () => (await fetch(`${url}/wps/system/status`, { headers: { Merchant: 'DEMO' } })).ok;

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a cluster of its own in the data folder, password login on loopback only.

/** Run as the `postgres` user when root (PostgreSQL refuses to run as root). */
function postgresUser() {
  if (!isRoot) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Every folder above `path` must let the postgres user through when root runs the cluster. */
function checkReachable(path) {
  if (!isRoot) return;
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) {
      throw new Error(`The postgres user cannot reach ${path}: ${folder} is closed to others. Choose another --data folder.`);
    }
    if (folder === dirname(folder)) return;
  }
}

/** The database password: made once, kept in the data folder (mode 600), never anywhere else. */
function databasePassword(dataDir) {
  const secrets = join(dataDir, 'secrets');
  mkdirSync(secrets, { recursive: true, mode: 0o700 });
  const file = join(secrets, 'database-password');
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function initPostgres(bin, pgData, password, user) {
  mkdirSync(pgData, { mode: 0o700 });
  const passwordFile = `${pgData}.password`;
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (user.uid !== undefined) {
      chownSync(pgData, user.uid, user.gid);
      chownSync(passwordFile, user.uid, user.gid);
    }
    const result = spawnSync(join(bin, 'initdb'), [
      '-D', pgData, '-U', DATABASE, `--pwfile=${passwordFile}`, '--auth-local=peer', '--auth-host=scram-sha-256',
      '-E', 'UTF8', '--locale=C.UTF-8',
    ], { cwd: dirname(pgData), ...user, encoding: 'utf8' });
    if (result.status !== 0) {
      rmSync(pgData, { recursive: true, force: true });
      throw new Error(`initdb failed:\n${result.stderr || result.error?.message}`);
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

async function startPostgres(dataDir, port) {
  const bin = postgresBin();
  const pgData = join(dataDir, 'postgres');
  const user = postgresUser();
  const password = databasePassword(dataDir);
  if (!existsSync(join(pgData, 'PG_VERSION'))) {
    checkReachable(pgData);
    initPostgres(bin, pgData, password, user);
  }
  const postgres = start('postgres', join(bin, 'postgres'), [
    '-D', pgData, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'log_min_messages=warning',
  ], { cwd: pgData, ...user });
  const client = { env: { ...process.env, PGPASSWORD: password, PGCONNECT_TIMEOUT: '5' }, encoding: 'utf8' };
  const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', DATABASE];
  await waitFor('PostgreSQL accepting connections', postgres,
    async () => spawnSync(join(bin, 'pg_isready'), [...connection, '-d', 'postgres', '-q'], client).status === 0, 60_000);
  const exists = spawnSync(join(bin, 'psql'), [...connection, '-d', 'postgres', '-tAc', `SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`], client);
  if (exists.status !== 0) throw new Error(`psql failed: ${exists.stderr}`);
  if (exists.stdout.trim() !== '1') {
    const created = spawnSync(join(bin, 'createdb'), [...connection, DATABASE], client);
    if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);
  }
  return `postgres://${DATABASE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}

// ---------------------------------------------------------------------------------------------
// nginx: the load balancer. Only the two local servers are ever proxied to.

export function nginxConfig({ dataDir, host, port, serverPorts, testRouting }) {
  const nginxDir = join(dataDir, 'nginx');
  const servers = serverPorts.map((serverPort) => `127.0.0.1:${serverPort}`);
  const target = testRouting ? '$cluster_target' : 'm_servers';
  const testOnly = testRouting
    ? `
  # --test-routing (the cluster test only): which server served, and a request's choice of server.
  map $upstream_addr $cluster_served_by {
${servers.map((server, index) => `    ~${server.replaceAll('.', '\\.')}$ ${index + 1};`).join('\n')}
    default "";
  }
  map $http_${SERVER_HEADER.toLowerCase().replaceAll('-', '_')} $cluster_target {
${servers.map((server, index) => `    ${index + 1} ${server};`).join('\n')}
    default m_servers;
  }
  add_header ${SERVER_HEADER} $cluster_served_by always;
`
    : '';
  return `# Written by scripts/start-cluster.mjs at each start (edits are lost).
${isRoot ? 'user www-data;\n' : ''}worker_processes auto;
pid ${join(nginxDir, 'nginx.pid')};
daemon off;
error_log stderr warn;

events {
  worker_connections 1024;
}

http {
  # The servers log every request with the client's address.
  access_log off;
  server_tokens off;
  client_body_temp_path ${join(nginxDir, 'client-body')};
  proxy_temp_path ${join(nginxDir, 'proxy')};
  fastcgi_temp_path ${join(nginxDir, 'fastcgi')};
  uwsgi_temp_path ${join(nginxDir, 'uwsgi')};
  scgi_temp_path ${join(nginxDir, 'scgi')};
  # The largest body is a manual deposit's receipt picture (512 KB, base64); bodies stay in memory.
  client_max_body_size 1m;
  client_body_buffer_size 1m;
  # The servers compress (brotli, else gzip) and reuse compressed answers; nginx passes them as they are.
  gzip off;

  upstream m_servers {
    # Shared by the workers, so the round-robin is one over all of them.
    zone m_servers 64k;
${servers.map((server) => `    server ${server};`).join('\n')}
    keepalive 32;
  }
${testOnly}
  server {
    listen ${urlHost(host)}:${port};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The servers trust one hop (TRUST_PROXY=1): the address nginx appends is the client's.
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    # Answers larger than the buffers are passed on as they come, never written to disk.
    proxy_max_temp_file_size 0;

    location / {
      proxy_pass http://${target};
    }

    # The live balance (Server-Sent Events): each event goes out at once; a comment line every 25 s keeps it open.
    location = ${STREAM_PATH} {
      proxy_pass http://${target};
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
  }
}
`;
}

async function startNginx(dataDir, options) {
  const nginxDir = join(dataDir, 'nginx');
  mkdirSync(nginxDir, { recursive: true });
  // Workers (www-data when root) only need the temp folders, which nginx makes and hands to them.
  chmodSync(nginxDir, 0o755);
  const configFile = join(nginxDir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ dataDir, ...options }));
  const nginx = start('nginx', onPath('nginx'), ['-p', `${nginxDir}/`, '-e', 'stderr', '-c', configFile]);
  const probeHost = { '0.0.0.0': '127.0.0.1', '::': '::1' }[options.host] ?? options.host;
  await waitFor('nginx answering', nginx, answersStatus(`http://${urlHost(probeHost)}:${options.port}`), 30_000);
}

// ---------------------------------------------------------------------------------------------

function options() {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'postgres-port': { type: 'string' },
      'test-routing': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const number = (text, name) => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 1 || value > 65_532) throw new Error(`${name} must be a port number, not "${text}"\n\n${usage}`);
    return value;
  };
  const port = number(values.port ?? process.env.PORT ?? '8080', '--port');
  return {
    dataDir: resolve(values.data ?? join(tmpdir(), 'm-cluster')),
    host: values.host ?? '0.0.0.0',
    port,
    serverPorts: [port + 1, port + 2],
    postgresPort: values['postgres-port'] ? number(values['postgres-port'], '--postgres-port') : port + 3,
    testRouting: values['test-routing'],
  };
}

async function main() {
  const began = Date.now();
  const settings = options();
  ensurePackages();
  ensureWebBuild();
  await ensureServerBuild();
  mkdirSync(settings.dataDir, { recursive: true });
  // A closed terminal or pipe must not end this script before it has stopped its children.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));
  // Should this script die any other way, it takes its children with it.
  process.on('exit', () => children.filter(running).forEach((entry) => entry.child.kill('SIGKILL')));

  const databaseUrl = await startPostgres(settings.dataDir, settings.postgresPort);
  const serverEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // Only nginx reaches the servers (loopback): the one hop to trust, whose X-Forwarded-For entry is the client.
    TRUST_PROXY: '1',
    // As `npm start`: the demo pays through the gateway simulator.
    PAYMENT_SIMULATOR: process.env.PAYMENT_SIMULATOR ?? '1',
  };
  // Side by side: the database's setup lock lets one migrate and seed an empty database while the other waits.
  await Promise.all(settings.serverPorts.map((serverPort, index) => {
    const [command, args] = serverCommand();
    const server = start(`server ${index + 1}`, command, args, { env: { ...serverEnv, PORT: String(serverPort) } });
    return waitFor(`server ${index + 1} answering`, server, answersStatus(`http://127.0.0.1:${serverPort}`), 120_000);
  }));
  await startNginx(settings.dataDir, settings);

  const shown = ['0.0.0.0', '::'].includes(settings.host) ? 'localhost' : urlHost(settings.host);
  console.log(`${READY_LINE} http://${shown}:${settings.port}/m/home in ${((Date.now() - began) / 1000).toFixed(1)} s`
    + ` (nginx → servers on 127.0.0.1:${settings.serverPorts.join(' and :')}; PostgreSQL on 127.0.0.1:${settings.postgresPort};`
    + ` data in ${settings.dataDir}). Ctrl-C stops everything.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    void stopAll(1);
  });
}
