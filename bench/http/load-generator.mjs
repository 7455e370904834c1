// The load generator for bench:http: its own process (forked by bench-http.mjs), so the client's CPU is
// not the server's. Receives one slice at a time over IPC ({ url, method, headers, connections, seconds,
// overallRate? }), drives it with autocannon (keep-alive connections, one request in flight on each) and
// answers { requests, rps, p50, p90, p99, errors, non2xx }.
import autocannon from 'autocannon';

process.on('message', async (slice) => {
  const result = await autocannon({
    url: slice.url,
    method: slice.method,
    headers: slice.headers,
    connections: slice.connections,
    duration: slice.seconds,
    ...(slice.overallRate ? { overallRate: slice.overallRate } : {}),
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
