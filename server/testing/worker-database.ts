/**
 * Server tests on PostgreSQL: each Vitest worker gets a database of its own on the server at
 * DATABASE_URL (created on first use, reset by test-app before each file), so the files run
 * in parallel as they do on PGlite instead of taking turns on one database. A setup file: with
 * isolate: false it runs before every file of the worker, and the environment marks it done.
 */
import postgres from 'postgres';

const given = process.env.DATABASE_URL;
if (given && !process.env.ANGELS_TEST_DATABASE_BASE) {
  const url = new URL(given);
  const name = `${url.pathname.slice(1)}_worker_${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = postgres(given, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    // A name made of the given database's name and a number, quoted: no user input here.
    if (!exists) await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.ANGELS_TEST_DATABASE_BASE = given;
  process.env.DATABASE_URL = url.toString();
}
