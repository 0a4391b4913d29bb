/**
 * The uploading shopper of the slip benchmark, in a process of its own (uploadingShopper below), so that pushing
 * 50 MB out at once never holds up the event loop that times the other client's reads.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { unexpectedAnswer } from './load.js';

export interface UploadBurst {
  /** From the uploads' sending to the last answer. */
  seconds: number;
  /** Answers by status and error code ('200', '503 SERVICE_UNAVAILABLE'); 'error' when none came. */
  outcomes: Record<string, number>;
  /** Each upload's time to its answer, in the order sent. */
  latencyMs: number[];
  /** The first answer of each outcome other than 200, to show why. */
  samples: Record<string, string>;
}

/** One slip for each order, of the shopper whose token it is. */
interface Slips {
  baseUrl: string;
  token: string;
  numbers: string[];
  pictures: Uint8Array[];
}

/** A process holding the slips, ready to send them all at once; it ends once it has sent them. */
export async function uploadingShopper(slips: Slips): Promise<{ send(): Promise<UploadBurst> }> {
  const child = fork(fileURLToPath(import.meta.url), { serialization: 'advanced' });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (message) => resolve(message as T));
      child.once('exit', (code) => reject(new Error(`The slip uploader exited with code ${code}`)));
    });
  const ready = next<'ready'>();
  child.send(slips);
  await ready;
  return {
    send() {
      const burst = next<UploadBurst>();
      child.send('send');
      return burst;
    },
  };
}

/** `POST /api/orders/:number/slip` (multipart field `slip`) for every order at once. */
async function sendSlips({ baseUrl, token, numbers }: Slips, forms: FormData[]): Promise<UploadBurst> {
  const started = performance.now();
  const answers = await Promise.all(
    numbers.map(async (number, index) => {
      try {
        const response = await fetch(`${baseUrl}/api/orders/${number}/slip`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: forms[index] });
        const body = await response.text();
        return { outcome: response.status === 200 ? '200' : unexpectedAnswer(response.status, body), body, ms: performance.now() - started };
      } catch (error) {
        return { outcome: 'error', body: String(error), ms: performance.now() - started };
      }
    }),
  );
  const outcomes: Record<string, number> = {};
  const samples: Record<string, string> = {};
  for (const { outcome, body } of answers) {
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (outcome !== '200' && !(outcome in samples)) samples[outcome] = body.slice(0, 300);
  }
  return { seconds: Math.round(performance.now() - started) / 1000, outcomes, latencyMs: answers.map(({ ms }) => Math.round(ms)), samples };
}

/** In the forked process: takes the slips, makes their forms, says it is ready, and sends them when told. */
function uploadWhenTold(toParent: (message: unknown) => void) {
  process.once('message', (slips: Slips) => {
    const forms = slips.pictures.map((picture) => {
      const form = new FormData();
      form.append('slip', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'slip.jpg');
      return form;
    });
    process.once('message', async () => {
      toParent(await sendSlips(slips, forms));
      process.disconnect?.();
    });
    toParent('ready');
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) uploadWhenTold(process.send.bind(process));
