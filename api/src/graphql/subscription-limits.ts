import { GraphQLError } from 'graphql';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE, type TokenService } from '../modules/auth/tokens.js';

/** Live operations one socket may hold at once: a screen needs one to three (the inbox, a conversation). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 10;
/** Sockets one account may hold at once, counted per app instance: the web app opens one per tab. */
export const MAX_SOCKETS_PER_ACCOUNT = 5;

/** graphql-ws's close code for "too many" (initialisation requests, its own); its clients do not retry on it. */
export const TOO_MANY_CONNECTIONS_CLOSE_CODE = 4429;
// A close reason holds at most 123 bytes.
export const TOO_MANY_CONNECTIONS_REASON = `TOO_MANY_CONNECTIONS: an account may hold at most ${MAX_SOCKETS_PER_ACCOUNT} live connections; close another tab`;

/** The refusal of a new subscription when the socket would hold more than its allowance (`open` counts the new one). */
export function subscriptionRefusal(open: number): GraphQLError[] | undefined {
  if (open <= MAX_SUBSCRIPTIONS_PER_SOCKET) return undefined;
  const message = `A connection may hold at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions at once; end one before starting another`;
  return [new GraphQLError(message, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } })];
}

/**
 * The sockets each account holds on this instance. The account is read from the token's signature alone (no query)
 * and includes its token version, so sockets that a revoked token still holds never crowd out the account's new
 * sign-in. A socket without a valid token belongs to nobody and is not counted.
 */
export class SocketsPerAccount {
  private readonly open = new Map<string, number>();

  constructor(private readonly tokens: TokenService) {}

  /** Counts a socket signed in with `token` and answers how to give its place back, or null when the account is full. */
  async admit(token: string | undefined): Promise<(() => void) | null> {
    const account = await this.accountOf(token);
    if (account === undefined) return () => {};
    const held = this.open.get(account) ?? 0;
    if (held >= MAX_SOCKETS_PER_ACCOUNT) return null;
    this.open.set(account, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(account) ?? 1) - 1;
      if (left > 0) this.open.set(account, left);
      else this.open.delete(account);
    };
  }

  private async accountOf(token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    for (const audience of [CUSTOMER_AUDIENCE, ADMIN_AUDIENCE] as const) {
      const subject = await this.tokens.verify(token, audience).catch(() => undefined);
      if (subject) return `${audience}:${subject.id}:${subject.version}`;
    }
    return undefined;
  }
}
