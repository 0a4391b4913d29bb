/**
 * The baseline: bare node:http + pg answering the measured requests (two reads, one order write), nothing else. Run as a child
 * process of the benchmark (like the app) so neither shares an event loop with the load generator.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { insertBaselineOrder, restItemList, storePage, type StorePageVariables } from './baseline-queries.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function jsonBody<T>(req: http.IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

async function answer(req: http.IncomingMessage): Promise<{ status: number; body: string } | undefined> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/api/items') return { status: 200, body: await restItemList(pool, Number(url.searchParams.get('category_id'))) };
  if (req.method === 'POST' && url.pathname === '/graphql') {
    const { variables } = await jsonBody<{ variables: StorePageVariables }>(req);
    return { status: 200, body: await storePage(pool, variables) };
  }
  if (req.method === 'POST' && url.pathname === '/api/orders') return { status: 201, body: await insertBaselineOrder(pool, await jsonBody(req)) };
  return undefined;
}

const server = http.createServer((req, res) => {
  answer(req).then(
    (answered) => {
      if (answered === undefined) {
        res.writeHead(404).end();
        return;
      }
      const { status, body } = answered;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
    (error: unknown) => {
      console.error(error);
      res.writeHead(500).end();
    },
  );
});

server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.on('SIGTERM', () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
