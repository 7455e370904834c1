// The load generator for bench:http: its own process (forked by bench-http.mjs), so the client's CPU is
// not the server's. Receives one slice at a time over IPC ({ url, method, headers, connections, seconds,
// rate? }) and answers { requests, rps, p50, p90, p99, errors, non2xx } (latencies in ms).
//  - closed loop (no rate): autocannon, `connections` keep-alive connections, one request in flight on each;
//  - open loop (rate, requests/s): requests due at evenly spaced times over `connections` keep-alive
//    sockets, each latency counted from when the request was due, so a server falling behind shows in the
//    percentiles. (autocannon's own rate mode sends each connection's quota for a second as a burst at the
//    start of the second, then corrects for coordinated omission with a 1 ms interval: its p99 there
//    measures the burst, not the server at that rate.)
import autocannon from 'autocannon';
import { Agent, request } from 'node:http';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function openLoop({ url, method, headers, connections, seconds, rate }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  let sent = 0;
  let pending = 0;
  const total = Math.floor(rate * seconds);
  const started = performance.now();
  return new Promise((resolveSlice) => {
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const elapsed = (performance.now() - started) / 1000;
      resolveSlice({
        requests: latencies.length,
        rps: latencies.length / elapsed,
        p50: Math.round(percentile(latencies, 50) * 10) / 10,
        p90: Math.round(percentile(latencies, 90) * 10) / 10,
        p99: Math.round(percentile(latencies, 99) * 10) / 10,
        errors,
        non2xx,
      });
    };
    const send = (dueAt) => {
      pending += 1;
      const req = request({ agent, host: target.hostname, port: target.port, path: target.pathname, method, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - dueAt);
          if (res.statusCode < 200 || res.statusCode > 299) non2xx += 1;
          if (--pending === 0 && sent === total) finish();
        });
      });
      req.on('error', () => {
        errors += 1;
        if (--pending === 0 && sent === total) finish();
      });
      req.end();
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + (sent * 1000) / rate <= now) send(started + (sent++ * 1000) / rate);
      if (sent < total) setTimeout(tick, 1);
      else if (pending === 0) finish();
    };
    tick();
  });
}

process.on('message', async (slice) => {
  if (slice.rate) {
    process.send(await openLoop(slice));
    return;
  }
  const result = await autocannon({
    url: slice.url,
    method: slice.method,
    headers: slice.headers,
    connections: slice.connections,
    duration: slice.seconds,
  });
  process.send({
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || slice.seconds),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  });
});
