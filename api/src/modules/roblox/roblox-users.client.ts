/** A Roblox account as Roblox's users API describes it. */
export interface RobloxUser {
  /** Roblox user ids are 64-bit; kept as a decimal string. */
  id: string;
  name: string;
  displayName: string;
  hasVerifiedBadge: boolean;
}

export type RobloxLookup =
  | { status: 'FOUND'; user: RobloxUser }
  | { status: 'NOT_FOUND' }
  /** Roblox could not be asked (off, offline, slow, 429, 5xx): the shop sells anyway and staff check by hand. */
  | { status: 'UNAVAILABLE'; reason: string };

/** Who a Roblox username belongs to. */
export interface RobloxUserDirectory {
  findByUsername(username: string): Promise<RobloxLookup>;
}

/** ROBLOX_LOOKUP=off: every name is taken as typed and left for staff to check. */
export const robloxLookupOff: RobloxUserDirectory = {
  findByUsername: async () => ({ status: 'UNAVAILABLE', reason: 'lookup turned off' }),
};

interface UsersApiAnswer {
  data?: { requestedUsername?: string; id?: number | string; name?: string; displayName?: string; hasVerifiedBadge?: boolean }[];
}

const CACHE_LIMIT = 1_000;

/**
 * Roblox's public users API: `POST {baseUrl}/v1/usernames/users` with `{usernames: [name],
 * excludeBannedUsers: true}`; an unknown name is simply absent from `data`. Found and not-found answers
 * are kept a few minutes (names rarely change hands); failures are not kept, so the next try asks again.
 */
export class RobloxUsersApi implements RobloxUserDirectory {
  private readonly answers = new Map<string, { lookup: RobloxLookup; at: number }>();

  constructor(
    private readonly baseUrl: string,
    private readonly options: { timeoutMs: number; cacheMs: number; now?: () => number } = { timeoutMs: 3_000, cacheMs: 5 * 60_000 },
  ) {}

  async findByUsername(username: string): Promise<RobloxLookup> {
    const key = username.toLowerCase();
    const now = this.options.now?.() ?? Date.now();
    const cached = this.answers.get(key);
    if (cached && now - cached.at < this.options.cacheMs) return cached.lookup;

    const lookup = await this.ask(username);
    if (lookup.status !== 'UNAVAILABLE') {
      this.answers.delete(key);
      if (this.answers.size >= CACHE_LIMIT) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, { lookup, at: now });
    }
    return lookup;
  }

  private async ask(username: string): Promise<RobloxLookup> {
    let response: Response;
    try {
      response = await fetch(new URL('/v1/usernames/users', this.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ usernames: [username], excludeBannedUsers: true }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      return { status: 'UNAVAILABLE', reason: (error as Error).name === 'TimeoutError' ? 'Roblox did not answer in time' : 'Roblox unreachable' };
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => {});
      return { status: 'UNAVAILABLE', reason: `Roblox answered ${response.status}` };
    }
    const answer = (await response.json().catch(() => undefined)) as UsersApiAnswer | undefined;
    if (!answer || !Array.isArray(answer.data)) return { status: 'UNAVAILABLE', reason: 'Roblox answered something unexpected' };
    const match = answer.data.find((user) => user.requestedUsername?.toLowerCase() === username.toLowerCase()) ?? answer.data[0];
    if (!match) return { status: 'NOT_FOUND' };
    if (match.id === undefined || !match.name) return { status: 'UNAVAILABLE', reason: 'Roblox answered something unexpected' };
    return {
      status: 'FOUND',
      user: { id: String(match.id), name: match.name, displayName: match.displayName ?? match.name, hasVerifiedBadge: Boolean(match.hasVerifiedBadge) },
    };
  }
}
