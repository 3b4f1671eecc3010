// Creates or drops a database on the PostgreSQL server of a base URL: CI gives each run its own.
// Usage: node scripts/ci-database.mjs create|drop <base-url> <name>
import pg from 'pg';

const [action, baseUrl, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action ?? '') || !baseUrl || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node scripts/ci-database.mjs create|drop <base-url> <name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: baseUrl });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (action === 'create') await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
