import http from 'node:http';
import { OutcomeTally, type WriteMeasurement, type WriteTarget } from './load.js';
import { postWrite } from './post-write.js';

/**
 * One shopper per target, each on a keep-alive connection of its own, sending its next request the moment
 * its answer is in, for `seconds` (requests in flight then are answered and counted). Unlike autocannon,
 * which hands each request to whichever connection is free, a connection here always writes for the same
 * shopper, so no two of one shopper's requests are ever in flight at once.
 */
export async function measureClosedLoop(targets: WriteTarget[], seconds: number): Promise<WriteMeasurement> {
  const tally = new OutcomeTally(targets[0]?.successOutcome);
  const counts = { requests: 0, errors: 0, non2xx: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  try {
    await Promise.all(
      targets.map(async (target, index) => {
        while (performance.now() < deadline) {
          // Built outside the try: a target that cannot make its next request stops the run, it is not an answer.
          const request = target.nextRequest();
          const sentAt = performance.now();
          try {
            const { status, body } = await postWrite(agents[index], target.url, request);
            if (status < 200 || status > 299) counts.non2xx++;
            const outcome = target.outcomeOf(status, body);
            tally.sample(outcome, body);
            tally.record(outcome, performance.now() - sentAt);
          } catch {
            counts.errors++;
          }
          counts.requests++;
        }
      }),
    );
  } finally {
    for (const agent of agents) agent.destroy();
  }
  return tally.summary({ seconds: (performance.now() - started) / 1000, ...counts });
}
