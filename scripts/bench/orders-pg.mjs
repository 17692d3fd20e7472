// A throwaway PostgreSQL cluster for the order scripts (bench:orders, no-order-lost), like scripts/test.sh starts one:
// initdb and pg_ctl from PATH or Debian's newest /usr/lib/postgresql/<ver>/bin; as root it runs as the postgres user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findPgBin() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath.replace(/\/initdb$/, '');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster tuned for throwaway use (fsync stays ON unless `fast` is set: the no-order-lost check must see what a
 * real server would keep). Returns { url, stop() }; stop() is idempotent and also runs on process exit.
 */
export async function startThrowawayPostgres({ fast = false, maxConnections = 200 } = {}) {
  const bin = findPgBin();
  if (!bin) throw new Error('initdb/pg_ctl not found (install PostgreSQL: apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'bestell-orders-pg-'));
  const isRoot = process.getuid?.() === 0;
  const user = isRoot ? 'postgres' : null;
  if (user)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', user]).toString()),
      Number(execFileSync('id', ['-g', user]).toString()),
    );
  const run = (cmd, args) => {
    const [file, argv] = user ? ['runuser', ['-u', user, '--', cmd, ...args]] : [cmd, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run(join(bin, 'initdb'), [
    '-D',
    join(dir, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
  ]);
  const options = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories='${dir}'`,
    `-c max_connections=${maxConnections}`,
    ...(fast ? ['-c fsync=off', '-c full_page_writes=off', '-c synchronous_commit=off'] : []),
  ].join(' ');
  run(join(bin, 'pg_ctl'), [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'postgres.log'),
    '-w',
    '-t',
    '60',
    '-o',
    options,
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const postmasterPid = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, postmasterPid };
}

/** A fresh database next to `adminUrl`'s; returns its url. */
export async function createDatabase(adminUrl, name) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl, name) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
