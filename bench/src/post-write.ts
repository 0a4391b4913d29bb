import http from 'node:http';
import type { WriteRequest } from './load.js';

/** No answer within this long counts as an error (as autocannon's timeout does in the other runs). */
const TIMEOUT_MS = 10_000;

/** One write request on `agent`'s connections, answered with its status and whole body. */
export function postWrite(agent: http.Agent, url: string, { headers, body, path }: WriteRequest): Promise<{ status: number; body: string }> {
  const target = path ? new URL(path, url) : url;
  return new Promise((resolve, reject) => {
    const request = http.request(target, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
