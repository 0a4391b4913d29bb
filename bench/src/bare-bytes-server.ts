/**
 * The floor of a cache hit: bare node:http answering each measured request with the very bytes the app answers
 * (sent by the benchmark over IPC once it has checked them), reading the request body as any server must, and
 * nothing else. Run as a child process of the benchmark, like the app and the baseline.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareBytes {
  rest: string;
  graphql: string;
}

function serve({ rest, graphql }: BareBytes) {
  const answers = { rest: Buffer.from(rest), graphql: Buffer.from(graphql) };
  const server = http.createServer((req, res) => {
    const body = req.method === 'POST' ? answers.graphql : answers.rest;
    req.on('data', () => {});
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    });
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

process.once('message', (bytes) => serve(bytes as BareBytes));
