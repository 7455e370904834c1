// Preloaded into the api by a bench (`node --import`) to count the statements it sends to Postgres: every
// pg query call (a multi-statement text counts once: one round trip). The count is written to
// COUNT_QUERIES_FILE when the process exits, and on SIGUSR2 (so a bench can read it between phases).
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.COUNT_QUERIES_FILE;
let count = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count += 1;
  return query.apply(this, args);
};
const write = () => file && writeFileSync(file, String(count));
process.on('exit', write);
process.on('SIGUSR2', write);
