// DATABASE_URL mode of the bench: a throwaway database on that server, so the given database is never touched.
import pg from 'pg';

async function admin(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates `bestell_bench_<pid>_<time>` next to the database of `adminUrl` (needs CREATEDB). */
export async function makeTempDatabase(adminUrl) {
  const name = `bestell_bench_${process.pid}_${Date.now()}`;
  await admin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), adminUrl };
}

export async function dropTempDatabase({ name, adminUrl }) {
  await admin(adminUrl, `drop database if exists "${name}" with (force)`);
}
