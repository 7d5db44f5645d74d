// Request latency in microseconds for `npm run bench:api`. autocannon keeps whole milliseconds
// (its histogram truncates), and the routes compared here answer in well under one, so their p99
// ratio cannot be read from it. This probe keeps `connections` keep-alive sockets busy with one GET
// at a time each, for `durationMs`, timing every answer with a monotonic clock.
import { connect } from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');

/** The percentile `p` (0–100) of sorted numbers. */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One socket's loop: send, read one whole answer (Content-Length bodies only), repeat. */
function runConnection(url, until, latencies) {
  return new Promise((resolve, reject) => {
    const request = Buffer.from(
      `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept-Encoding: identity\r\n\r\n`,
    );
    const socket = connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    let received = Buffer.alloc(0);
    let sentAt = 0n;
    let expected = -1;
    const send = () => {
      if (performance.now() >= until) {
        socket.end();
        resolve();
        return;
      }
      sentAt = process.hrtime.bigint();
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('error', reject);
    socket.on('data', (data) => {
      received = received.length === 0 ? data : Buffer.concat([received, data]);
      if (expected === -1) {
        const headEnd = received.indexOf(HEAD_END);
        if (headEnd === -1) return;
        const head = received.subarray(0, headEnd).toString('latin1');
        const length = /\r\ncontent-length: *(\d+)/i.exec(head);
        if (!/^HTTP\/1\.1 2\d\d/.test(head) || !length) {
          reject(new Error(`unexpected answer from ${url}: ${head.split('\r\n')[0]}`));
          socket.destroy();
          return;
        }
        expected = headEnd + HEAD_END.length + Number(length[1]);
      }
      if (received.length < expected) return;
      latencies.push(Number(process.hrtime.bigint() - sentAt) / 1000);
      received = received.subarray(expected);
      expected = -1;
      send();
    });
  });
}

/** p50 and p99 latency in microseconds of GET `target` with `connections` sockets for `durationMs`. */
export async function probeLatency(target, { connections = 10, durationMs = 3000 } = {}) {
  const url = new URL(target);
  const latencies = [];
  const until = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: connections }, () => runConnection(url, until, latencies)),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50Us: percentile(latencies, 50),
    p99Us: percentile(latencies, 99),
  };
}
