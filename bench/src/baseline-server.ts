/**
 * The baseline: bare node:http + pg answering the two measured requests, nothing else. Run as a child
 * process of the benchmark (like the app) so neither shares an event loop with the load generator.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { restItemList, storePage, type StorePageVariables } from './baseline-queries.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function answer(req: http.IncomingMessage): Promise<string | undefined> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/api/items') return restItemList(pool, Number(url.searchParams.get('category_id')));
  if (req.method === 'POST' && url.pathname === '/graphql') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { variables } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { variables: StorePageVariables };
    return storePage(pool, variables);
  }
  return undefined;
}

const server = http.createServer((req, res) => {
  answer(req).then(
    (body) => {
      if (body === undefined) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
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
