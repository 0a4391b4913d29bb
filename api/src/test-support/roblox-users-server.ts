import { createServer } from 'node:http';
import { listenOnLoopback, readJsonBody } from './local-server.js';

export interface FakeRobloxUser {
  id: number;
  name: string;
  displayName: string;
  hasVerifiedBadge?: boolean;
}

/** How the server answers next: as Roblox does, or as Roblox does on a bad day. */
export type RobloxServerMode = 'normal' | 'rate-limited' | 'failing' | 'slow';

export interface RobloxUsersServer {
  url: string;
  /** Usernames asked for, in order. */
  requests: string[][];
  mode: RobloxServerMode;
  close(): Promise<void>;
}

/**
 * A local stand-in for https://users.roblox.com speaking its documented contract:
 * `POST /v1/usernames/users` `{usernames, excludeBannedUsers}` → `{data: [{requestedUsername, hasVerifiedBadge,
 * id, name, displayName}]}`, unknown names absent from `data`; names match ignoring case. 429 and 500 answer
 * Roblox's error shape; "slow" never answers in time.
 */
export async function startRobloxUsersServer(users: FakeRobloxUser[]): Promise<RobloxUsersServer> {
  const byName = new Map(users.map((user) => [user.name.toLowerCase(), user]));
  const state: RobloxUsersServer = { url: '', requests: [], mode: 'normal', close: async () => {} };
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/usernames/users') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"code":0,"message":"NotFound"}]}');
      return;
    }
    const body = (await readJsonBody(req)) as { usernames: string[] };
    state.requests.push(body.usernames);
    if (state.mode === 'slow') return; // never answers; the client's timeout must fire
    if (state.mode === 'rate-limited') {
      res.writeHead(429, { 'content-type': 'application/json' }).end('{"errors":[{"code":0,"message":"Too many requests"}]}');
      return;
    }
    if (state.mode === 'failing') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"errors":[{"code":0,"message":"InternalServerError"}]}');
      return;
    }
    const data = (body.usernames as string[]).flatMap((requestedUsername) => {
      const user = byName.get(requestedUsername.toLowerCase());
      return user ? [{ requestedUsername, hasVerifiedBadge: user.hasVerifiedBadge ?? false, id: user.id, name: user.name, displayName: user.displayName }] : [];
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
  });
  const listening = await listenOnLoopback(server);
  state.url = listening.url;
  state.close = listening.close;
  return state;
}
