// What each idle socket costs in the api's heap: compares two V8 heap snapshots taken by
// `bench-sockets.mjs --heap-snapshots <dir>` (at 1,000 sockets and at --sockets) and prints, per object kind
// (V8's node type and constructor or closure name), the count and self size added per socket between them.
//
//   node bench/sockets/heap-diff.mjs <dir>/sockets-1000.heapsnapshot <dir>/sockets-5000.heapsnapshot 4000 [--top 40]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '40' } } });
const [fileA, fileB, between] = positionals;
const sockets = Number(between);
if (!fileA || !fileB || !(sockets > 0)) {
  console.error('usage: heap-diff.mjs <snapshot a> <snapshot b> <sockets added between them> [--top n]');
  process.exit(2);
}

/**
 * Count and self size per kind of the snapshot's nodes. Objects by constructor; closures by name and source
 * (file:line, through their SharedFunctionInfo's script); arrays and other internals by name and by the kind
 * of the first object holding them (which listener array, which Map's table); strings and code by type only.
 */
function summarize(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const meta = snapshot.snapshot.meta;
  const fields = meta.node_fields;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt, edgesAt] = ['type', 'name', 'self_size', 'edge_count'].map((f) => fields.indexOf(f));
  const edgeWidth = meta.edge_fields.length;
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((f) => meta.edge_fields.indexOf(f));
  const types = meta.node_types[typeAt];
  const edgeTypes = meta.edge_types[edgeTypeAt];
  const { nodes, edges, strings } = snapshot;
  const count = nodes.length / width;
  const firstEdge = new Uint32Array(count + 1);
  for (let n = 0, e = 0; n < count; n++) {
    firstEdge[n] = e;
    e += nodes[n * width + edgesAt] * edgeWidth;
    firstEdge[n + 1] = e;
  }
  const holder = new Int32Array(count).fill(-1);
  const named = (n, edgeName) => {
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += edgeWidth)
      if (edgeTypes[edges[e + edgeTypeAt]] !== 'element' && strings[edges[e + edgeNameAt]] === edgeName) return edges[e + toAt] / width;
    return -1;
  };
  for (let n = 0; n < count; n++)
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += edgeWidth) {
      const to = edges[e + toAt] / width;
      if (holder[to] === -1 && edgeTypes[edges[e + edgeTypeAt]] !== 'weak') holder[to] = n;
    }
  const typeOf = (n) => types[nodes[n * width + typeAt]];
  const nameOf = (n) => strings[nodes[n * width + nameAt]];
  const shortName = (n) => (n < 0 ? '?' : `${typeOf(n)} ${nameOf(n).slice(0, 40)}`);
  const sourceOf = (closure) => {
    const shared = named(closure, 'shared');
    const script = shared < 0 ? -1 : named(shared, 'script');
    const url =
      script < 0
        ? ''
        : nameOf(script)
            .replace(/^.*node_modules\//, '')
            .replace(/^.*\/dist\//, '');
    return url || '?';
  };
  const kinds = new Map();
  let total = 0;
  for (let n = 0; n < count; n++) {
    const type = typeOf(n);
    const size = nodes[n * width + sizeAt];
    let kind;
    if (type === 'closure') kind = `closure ${nameOf(n) || '(anonymous)'} in ${sourceOf(n)}`;
    else if (type === 'object' && nameOf(n) === 'system / Context')
      kind = `context of ${holder[n] >= 0 && typeOf(holder[n]) === 'closure' ? `closure ${nameOf(holder[n]) || '(anonymous)'} in ${sourceOf(holder[n])}` : shortName(holder[n])}`;
    else if (type === 'object' || type === 'native') kind = `${type} ${nameOf(n).slice(0, 60)}`;
    else if (type === 'array' || type === 'hidden') kind = `${type} ${nameOf(n).slice(0, 30)} held by ${shortName(holder[n])}`;
    else kind = type;
    const entry = kinds.get(kind) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += size;
    kinds.set(kind, entry);
    total += size;
  }
  return { kinds, total };
}

const a = summarize(fileA);
const b = summarize(fileB);
const rows = [...new Set([...a.kinds.keys(), ...b.kinds.keys()])].map((kind) => {
  const x = a.kinds.get(kind) ?? { count: 0, size: 0 };
  const y = b.kinds.get(kind) ?? { count: 0, size: 0 };
  return { kind, count: (y.count - x.count) / sockets, bytes: (y.size - x.size) / sockets };
});
rows.sort((p, q) => q.bytes - p.bytes);
console.log(
  `heap ${(a.total / 2 ** 20).toFixed(1)} MB -> ${(b.total / 2 ** 20).toFixed(1)} MB: ${((b.total - a.total) / sockets / 1024).toFixed(2)} KiB per socket (${sockets} sockets)`,
);
console.log('  per socket:   bytes   objects  kind');
for (const row of rows.slice(0, Number(values.top)))
  console.log(`  ${row.bytes.toFixed(0).padStart(14)} ${row.count.toFixed(2).padStart(9)}  ${row.kind}`);
