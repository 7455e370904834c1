// Preloaded into the api by a bench (`node --import`) to count the statements it sends to Postgres: every
// pg query call (a multi-statement text counts once: one round trip), in all and per statement (its first
// 70 characters). Written to COUNT_QUERIES_FILE as JSON when the process exits, and on SIGUSR2 (so a bench
// can read it between phases).
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.COUNT_QUERIES_FILE;
let count = 0;
const byStatement = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count += 1;
  const first = args[0];
  const text = typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?');
  const key = String(text).replace(/\s+/g, ' ').trim().slice(0, 70);
  byStatement.set(key, (byStatement.get(key) ?? 0) + 1);
  return query.apply(this, args);
};
const write = () => file && writeFileSync(file, JSON.stringify({ count, byStatement: Object.fromEntries(byStatement) }));
process.on('exit', write);
process.on('SIGUSR2', write);
