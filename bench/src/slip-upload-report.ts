import { outcomeList, type SlipUploadResults, type SlipUploadSettings } from './bench-slip-uploads.js';
import type { ReadMeasurement } from './offered-reads.js';

const fmt = (value: number) => value.toFixed(1).padStart(7);

/** Per side: the reads alone and during the uploads, then what the uploads were answered and when. */
export function printSlipUploadReport({ readPath, pictures, runs }: SlipUploadResults, settings: SlipUploadSettings, log: (message: string) => void) {
  const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(2);
  log(
    `\nGET ${readPath} at ${settings.readsPerSecond}/s offered, beside ${settings.uploads} slip uploads at once ` +
      `(${pictures.width} × ${pictures.height} JPEG, ${megabytes(pictures.minBytes)}–${megabytes(pictures.maxBytes)} MB)`,
  );
  log(`side         reads              seconds   req/s   p50 ms  p95 ms  p99 ms   max ms  errors  non-2xx`);
  for (const { side, alone, duringUploads, baselineAlone, baselineDuringUploads, uploads } of runs) {
    const row = (label: string, m: ReadMeasurement, first: boolean) =>
      log(
        `${(first ? side : '').padEnd(12)} ${label.padEnd(18)} ${m.seconds.toFixed(1).padStart(7)} ${m.requestsPerSecond.toFixed(0).padStart(7)} ${fmt(m.latencyMs.p50)} ${fmt(m.latencyMs.p95)} ${fmt(m.latencyMs.p99)} ${m.maxMs.toFixed(1).padStart(8)} ${String(m.errors).padStart(7)} ${String(m.non2xx).padStart(8)}`,
      );
    row('alone', alone, true);
    row('during uploads', duringUploads, false);
    row('baseline alone', baselineAlone, false);
    row('baseline during', baselineDuringUploads, false);
    const times = [...uploads.latencyMs].sort((a, b) => a - b);
    log(`${''.padEnd(12)} uploads: ${outcomeList(uploads.outcomes)}; answered after ${(times[0] / 1000).toFixed(1)}–${(times.at(-1)! / 1000).toFixed(1)} s, all in ${uploads.seconds.toFixed(1)} s`);
    for (const [outcome, body] of Object.entries(uploads.samples)) log(`${''.padEnd(12)}   first ${outcome}: ${body}`);
  }
}
