import autocannon from 'autocannon';

export interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

export interface Measurement {
  requestsPerSecond: number;
  latencyMs: Percentiles;
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
  return {
    requestsPerSecond: round(result.requests.total / result.duration),
    latencyMs: percentiles(latencies),
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

/** From every answer's latency, so exact; rounded to 0.01 ms. */
export function percentiles(latencies: number[]): Percentiles {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** A write measured request by request: each request is made anew (its own idempotency key) and each answer is named. */
export interface WriteTarget {
  url: string;
  /** Headers and body of the next request, and its path when it is not the url's (a path naming what is written). */
  nextRequest(): WriteRequest;
  /** What an answer means ('placed', 'outOfStock'…); anything unexpected is named by its status and error code. */
  outcomeOf(status: number, body: string): string;
  /** The outcome counted in `placedPerSecond`, whose answers are not kept as samples: 'placed' unless named. */
  successOutcome?: string;
}

export interface WriteRequest {
  headers: Record<string, string>;
  body: string;
  path?: string;
}

/** An answer other than the expected ones, named by its status and, when its body has one, its error code ('409 CONFLICT'). */
export function unexpectedAnswer(status: number, body: string): string {
  let code: unknown;
  try {
    code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
  } catch {
    code = undefined;
  }
  return typeof code === 'string' ? `${status} ${code}` : String(status);
}

/** A fixed time, or a fixed number of requests spread over the connections. */
export type WriteLoad = { seconds: number } | { requests: number };

export interface WriteMeasurement extends Measurement {
  seconds: number;
  /** Answers of the target's success outcome (`placed` unless it names another) per second. */
  placedPerSecond: number;
  /** Answers per outcome. */
  outcomes: Record<string, number>;
  latencyByOutcomeMs: Record<string, Percentiles>;
  /** The first answer of each outcome other than `placed`, to show why. */
  samples: Record<string, string>;
}

/** Answers named and timed one by one, summed up as a WriteMeasurement. */
export class OutcomeTally {
  private readonly latencies: number[] = [];
  private readonly byOutcome = new Map<string, number[]>();
  private readonly samples: Record<string, string> = {};

  constructor(private readonly successOutcome = 'placed') {}

  record(outcome: string, latencyMs: number): void {
    this.latencies.push(latencyMs);
    const list = this.byOutcome.get(outcome) ?? [];
    list.push(latencyMs);
    this.byOutcome.set(outcome, list);
  }

  /** Keeps the first answer of each outcome other than success, to show why. */
  sample(outcome: string, body: string): void {
    if (outcome !== this.successOutcome && !(outcome in this.samples)) this.samples[outcome] = body.slice(0, 300);
  }

  summary(run: { seconds: number; requests: number; errors: number; non2xx: number }): WriteMeasurement {
    return {
      seconds: round(run.seconds),
      placedPerSecond: round((this.byOutcome.get(this.successOutcome)?.length ?? 0) / run.seconds),
      requestsPerSecond: round(run.requests / run.seconds),
      latencyMs: percentiles(this.latencies),
      requests: run.requests,
      errors: run.errors,
      non2xx: run.non2xx,
      outcomes: Object.fromEntries([...this.byOutcome].map(([outcome, list]) => [outcome, list.length])),
      latencyByOutcomeMs: Object.fromEntries([...this.byOutcome].map(([outcome, list]) => [outcome, percentiles(list)])),
      samples: this.samples,
    };
  }
}

/** Runs autocannon with a request built per request; latencies are collected per answer and per outcome. */
export async function measureWrites(target: WriteTarget, connections: number, load: WriteLoad): Promise<WriteMeasurement> {
  const tally = new OutcomeTally(target.successOutcome);
  // autocannon names an answer's outcome (onResponse) just before it reports its latency ('response').
  let lastOutcome = '';
  const url = new URL(target.url);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: target.url,
        connections,
        ...('seconds' in load ? { duration: load.seconds } : { amount: load.requests }),
        timeout: 10,
        requests: [
          {
            method: 'POST',
            path: url.pathname,
            setupRequest: (request) => {
              const { headers, body, path = url.pathname } = target.nextRequest();
              return { ...request, path, headers: { ...request.headers, ...headers }, body };
            },
            onResponse: (status, body) => {
              lastOutcome = target.outcomeOf(status, body);
              tally.sample(lastOutcome, body);
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, _status, _bytes, responseTime) => tally.record(lastOutcome, responseTime));
  });
  return tally.summary({ seconds: result.duration, requests: result.requests.total, errors: result.errors + result.timeouts, non2xx: result.non2xx });
}
