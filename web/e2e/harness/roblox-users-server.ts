/// <reference types="node" />
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRobloxUser {
  id: number;
  name: string;
  displayName: string;
  hasVerifiedBadge?: boolean;
}

/** The Roblox accounts the browser tests' shop can find; any other name is "not found". */
export const ROBLOX_TEST_USERS: FakeRobloxUser[] = [
  { id: 1_234_567_890, name: 'Builder_Bob', displayName: 'Bob the Builder', hasVerifiedBadge: false },
  { id: 261, name: 'Shedletsky', displayName: 'Telamon' },
];

export interface RobloxUsersServer {
  /** http://127.0.0.1:<port>: what the shop gets as ROBLOX_USERS_API_URL. */
  url: string;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<{ usernames?: unknown }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { usernames?: unknown };
  } catch {
    return {};
  }
}

/**
 * A local stand-in for https://users.roblox.com, so the shop's username check never leaves 127.0.0.1. It speaks
 * Roblox's documented contract: `POST /v1/usernames/users` with `{usernames, excludeBannedUsers}` answers
 * `{data: [{requestedUsername, hasVerifiedBadge, id, name, displayName}]}`, names matched ignoring case and
 * unknown names simply absent; anything else is Roblox's 404 shape.
 */
export async function startRobloxUsersServer(users: FakeRobloxUser[] = ROBLOX_TEST_USERS): Promise<RobloxUsersServer> {
  const byName = new Map(users.map((user) => [user.name.toLowerCase(), user]));
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/usernames/users') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"code":0,"message":"NotFound"}]}');
      return;
    }
    const { usernames } = await readJson(request);
    if (!Array.isArray(usernames) || !usernames.every((name) => typeof name === 'string')) {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"errors":[{"code":2,"message":"Invalid usernames"}]}');
      return;
    }
    const data = (usernames as string[]).flatMap((requestedUsername) => {
      const user = byName.get(requestedUsername.toLowerCase());
      return user ? [{ requestedUsername, hasVerifiedBadge: user.hasVerifiedBadge ?? false, id: user.id, name: user.name, displayName: user.displayName }] : [];
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
