import autocannon from 'autocannon';

export interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Measurement {
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number };
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one target; latencies are collected per response so p95 is exact. */
export async function measure(target: Target, connections: number, seconds: number): Promise<Measurement> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url: target.url,
      method: target.method,
      headers: target.headers,
      body: target.body,
      connections,
      duration: seconds,
      timeout: 10,
    };
    const run = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0);
  return {
    requestsPerSecond: round(result.requests.total / result.duration),
    latencyMs: { p50: percentile(50), p95: percentile(95), p99: percentile(99) },
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Per-figure medians of several rounds; errors are summed, since any error counts. */
export function medianOf(rounds: Measurement[]): Measurement {
  const median = (pickValue: (m: Measurement) => number) => {
    const values = rounds.map(pickValue).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  const sum = (pickValue: (m: Measurement) => number) => rounds.reduce((total, m) => total + pickValue(m), 0);
  return {
    requestsPerSecond: median((m) => m.requestsPerSecond),
    latencyMs: { p50: median((m) => m.latencyMs.p50), p95: median((m) => m.latencyMs.p95), p99: median((m) => m.latencyMs.p99) },
    requests: sum((m) => m.requests),
    errors: sum((m) => m.errors),
    non2xx: sum((m) => m.non2xx),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
