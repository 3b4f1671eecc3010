// The yardstick of bench/release-start.ts: the least a Node server on PostgreSQL holds, a bare Fastify with
// a pg pool and one route that asks the database, run by plain node as the release is.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify();
app.get('/healthz', async () => {
  await pool.query('SELECT 1');
  return { ok: true };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => {
  app.close().then(() => pool.end());
});
