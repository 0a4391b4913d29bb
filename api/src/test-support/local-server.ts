import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request's body as JSON; undefined when it is not JSON, as a contract server answers such a body itself. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Starts a test's stand-in for an outside service on a free port of 127.0.0.1 (nothing in tests leaves the
 * machine). `close` also drops the connections a client keeps alive or a "hanging" answer holds open.
 */
export async function listenOnLoopback(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
