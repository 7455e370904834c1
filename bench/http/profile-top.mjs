// Top items of a V8 CPU profile (`node --cpu-prof`) by self time: sums each node's self samples per
// function name + script URL (+ line), prints the N largest with their share of all samples.
//
//   node bench/http/profile-top.mjs <file.cpuprofile> [--top 30] [--by url|function]
//
// `--by url` sums per script instead (which package costs what). Shares are given of all samples and of the
// busy ones (all but (idle)).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, by: { type: 'string', default: 'function' } },
});
if (!positionals[0]) {
  console.error('usage: node bench/http/profile-top.mjs <file.cpuprofile> [--top 30] [--by url|function]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const selfSamples = new Map(); // node id -> samples
for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
const short = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/api\/dist\//, 'api/dist/');
const totals = new Map();
let idle = 0;
for (const node of profile.nodes) {
  const n = selfSamples.get(node.id);
  if (!n) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') idle += n;
  const key =
    args.by === 'url'
      ? short(url) || `(${functionName || 'native'})`
      : `${functionName || '(anonymous)'}  ${url ? `${short(url)}:${lineNumber + 1}` : ''}`;
  totals.set(key, (totals.get(key) ?? 0) + n);
}
const all = profile.samples.length;
// (idle) is the process waiting (between slices, or for the CPU others hold): shares are given of the busy samples too.
const busy = all - idle;
const ms = (profile.endTime - profile.startTime) / 1000;
console.log(`${positionals[0]}: ${all} samples over ${(ms / 1000).toFixed(1)} s, ${busy} busy; % of all, % of busy`);
for (const [key, n] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top)))
  console.log(
    `${((n / all) * 100).toFixed(1).padStart(5)}% ${key.includes('(idle)') ? '      ' : `${((n / busy) * 100).toFixed(1).padStart(5)}%`}  ${key}`,
  );
