import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { OutcomeTally, type WriteMeasurement, type WriteTarget } from './load.js';
import { postWrite } from './post-write.js';

/**
 * Shoppers arriving on their own, `ratePerSecond` on average with random (exponential) gaps, as independent
 * people do, for `seconds`: a request goes out at its arrival time whether or not earlier ones are answered,
 * and its latency counts from that time. A closed loop (autocannon) would wait for slow answers before
 * sending more and so hide them; a fixed per-second quota would send each second's requests in one burst.
 */
export async function measureOfferedLoad(target: WriteTarget, ratePerSecond: number, seconds: number, connections: number): Promise<WriteMeasurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const tally = new OutcomeTally(target.successOutcome);
  const counts = { requests: 0, errors: 0, non2xx: 0 };
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  let arrival = started;
  try {
    for (;;) {
      arrival += (-Math.log(1 - Math.random()) / ratePerSecond) * 1000;
      if (arrival - started > seconds * 1000) break;
      await sleep(Math.max(0, arrival - performance.now()));
      const sentAt = arrival;
      inFlight.push(
        postWrite(agent, target.url, target.nextRequest()).then(
          ({ status, body }) => {
            counts.requests++;
            if (status < 200 || status > 299) counts.non2xx++;
            const outcome = target.outcomeOf(status, body);
            tally.sample(outcome, body);
            tally.record(outcome, performance.now() - sentAt);
          },
          () => {
            counts.requests++;
            counts.errors++;
          },
        ),
      );
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  return tally.summary({ seconds, ...counts });
}
