/*
 * Asks a slip-verification provider whether the transfer behind a slip's slip-verify QR payload is real, for the
 * amount the order asks, into an account of the shop's, at a time inside the payment's window. Contracts as each
 * provider documents them:
 *
 * EasySlip API v2 — EasySlip's developer documentation, pages "POST /verify/bank", "Verify by Payload", "API v2
 * Overview" and "Error Codes", as published at easyslip-document.cl1.easythunder.com/en/v2/… and /en/reference/
 * error-codes (document.easyslip.com and developer.easyslip.com/api/v1 are the older v1); default base
 * https://api.easyslip.com. The official n8n node (github.com/EASYSLIP-CO-LTD/n8n-nodes-easyslip) still speaks v1.
 *   POST /v2/verify/bank, `Authorization: Bearer <key>`, JSON {payload (1-128 chars), matchAccount?, matchAmount?,
 *   checkDuplicate?}. 200 {success: true, message, data: {isDuplicate, matchedAccount: {bank: {nameTh, nameEn, code,
 *   shortCode}, nameTh, nameEn, type, bankNumber} | null (the registered account the receiver is, when matchAccount
 *   is asked), amountInOrder?, amountInSlip, isAmountMatched?, rawSlip}}; rawSlip has the slip shape of the v1 /verify page: {payload, transRef, date, amount: {amount},
 *   receiver: {bank: {id, name, short}, account: {name: {th, en}, bank?: {type, account}, proxy?: {type, account}}}}.
 *   A duplicate or a different amount is not an error in v2: it is isDuplicate / isAmountMatched in a 200 answer.
 *   Errors {success: false, error: {code, message}}: 400 VALIDATION_ERROR, 401 MISSING_API_KEY / INVALID_API_KEY,
 *   403 QUOTA_EXCEEDED / BRANCH_INACTIVE / IP_NOT_ALLOWED / SERVICE_BANNED…, 404 SLIP_NOT_FOUND, 500 API_SERVER_ERROR.
 *
 * SlipOK — slipok.com/api-documentation/check-slip/ and its change log (version 1.7); default base
 * https://api.slipok.com.
 *   POST /api/line/apikey/<branchId>, `x-authorization: <key>`, JSON {data: <payload>, log?: true, amount?}.
 *   200 {success: true, data: {success, message, transRef, transTimestamp (ISO 8601), amount, receiver: {displayName (Thai or English),
 *   name (English), proxy: {type, value}, account: {type, value}}, …}}, numbers always masked.
 *   Errors {code, message, data?}: per the change log, with `log` 1012 repeated slip (with the slip's data since
 *   v1.4) and 1014 receiver not the account registered in SlipOK's LINE LIFF; with `amount` 1013 wrong amount. The
 *   other codes (1000-1011: 1002 bad key, 1003 package expired, 1004 quota, 1010 bank not ready yet, 1011 no such
 *   transaction…) are not on the pages we could read; their meaning is taken from open-source SlipOK integrations,
 *   as is the JSON `data` field name for a QR payload. Codes are read whatever the 4xx status of the answer.
 */

export interface SlipCheck {
  payload: string;
  /** Exact decimal baht, e.g. "689.37". */
  amount: string;
  /** When the payment was asked for, and until when it may be made: a transfer outside is not for it. */
  window: { opensAt: Date; closesAt: Date };
}

export type SlipVerdict =
  /** The provider says the transfer is real, for the amount, inside the window, into an account the shop registered with it. */
  | { outcome: 'CONFIRMED'; provider: string; account: string }
  /** The provider looked and says no, or could not confirm the receiving account: staff decide. */
  | { outcome: 'REFUSED'; provider: string; reason: string }
  /** The provider could not be asked (timeout, 5xx, 429, bad key, quota, unexpected answer): staff decide. */
  | { outcome: 'UNAVAILABLE'; provider: string; reason: string };

export interface SlipVerifier {
  verify(check: SlipCheck): Promise<SlipVerdict>;
}

const DEFAULT_TIMEOUT_MS = 5_000;

const refused = (provider: string, reason: string): SlipVerdict => ({ outcome: 'REFUSED', provider, reason });
const unavailable = (provider: string, reason: string): SlipVerdict => ({ outcome: 'UNAVAILABLE', provider, reason });
const unexpected = (provider: string) => unavailable(provider, `${provider} answered something unexpected`);

/** A provider's answer with a status this module reads (anything but 429 and 5xx); body undefined if not JSON. */
interface Answer {
  status: number;
  body: unknown;
}

/** POSTs JSON to a provider; an UNAVAILABLE verdict when it cannot be reached, is too slow, or answers 429 / 5xx. */
async function post(provider: string, url: URL, headers: Record<string, string>, body: unknown, timeoutMs: number): Promise<Answer | SlipVerdict> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 429 || response.status >= 500) {
      await response.arrayBuffer().catch(() => {});
      return unavailable(provider, `${provider} answered ${response.status}`);
    }
    return { status: response.status, body: parseJson(await response.text()) };
  } catch (error) {
    return unavailable(provider, (error as Error).name === 'TimeoutError' ? `${provider} did not answer in time` : `${provider} could not be reached`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A provider's number as the exact two-decimal baht string orders keep, or undefined when it is no number. */
function baht(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : undefined;
}

/** A moment as staff read it: Bangkok time to the second, e.g. "2026-01-15 14:30:07". */
const bangkokTime = (moment: Date) => new Date(moment.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** What the provider read off the bank's record of the transfer. */
interface Transfer {
  amount: string;
  /** Undefined when the answer carries no readable time. */
  madeAt: Date | undefined;
  /** Who was paid as the slip shows it (name / masked number), for the reason staff read. */
  paidTo: string;
  /** The shop's account the provider matched the receiver with; undefined when it confirmed none. */
  confirmedAccount: string | undefined;
}

/**
 * The verdict on a transfer the provider found. Only the provider can say whose account was paid: a slip shows
 * four digits of a number and part of a name, which anyone can make agree with the shop's by registering a
 * lookalike PromptPay. So the receiver counts only when the provider matched it with an account the shop
 * registered there. The amount is compared exactly, and the transfer must fall inside the payment's window
 * (banks stamp whole seconds, so the window opens at the second it was asked for).
 */
function judge(provider: string, transfer: Transfer, check: SlipCheck): SlipVerdict {
  if (transfer.amount !== check.amount) return refused(provider, `${provider}: the amount on the slip is ฿${transfer.amount}, not ฿${check.amount}`);
  if (!transfer.confirmedAccount) {
    return refused(provider, `${provider} did not confirm that the money reached one of the shop’s registered accounts (paid to ${transfer.paidTo || 'an unnamed receiver'})`);
  }
  const { madeAt } = transfer;
  if (!madeAt) return refused(provider, `${provider}: the slip carries no transfer time to check`);
  const opensAt = Math.floor(check.window.opensAt.getTime() / 1000) * 1000;
  if (madeAt.getTime() < opensAt) {
    return refused(provider, `${provider}: the transfer was made at ${bangkokTime(madeAt)}, before this payment was asked for at ${bangkokTime(check.window.opensAt)}`);
  }
  if (madeAt > check.window.closesAt) {
    return refused(provider, `${provider}: the transfer was made at ${bangkokTime(madeAt)}, after this payment's time ran out at ${bangkokTime(check.window.closesAt)}`);
  }
  return { outcome: 'CONFIRMED', provider, account: transfer.confirmedAccount };
}

/** A provider's ISO 8601 time, or undefined when it is missing or not a time. */
function moment(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** "name / number" of whatever the slip shows of a receiver. */
const shownAs = (...parts: unknown[]) => parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' / ');

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What this module reads of EasySlip's answers; anything may be missing or of another type. */
interface EasySlipAnswer {
  success?: unknown;
  data?: {
    isDuplicate?: unknown;
    amountInSlip?: unknown;
    matchedAccount?: { bank?: { shortCode?: unknown }; bankNumber?: unknown; nameTh?: unknown; nameEn?: unknown } | null;
    rawSlip?: { date?: unknown; receiver?: { account?: { name?: { th?: unknown; en?: unknown }; proxy?: { account?: unknown }; bank?: { account?: unknown } } } };
  };
  error?: { code?: unknown; message?: unknown };
}

const EASYSLIP = 'EasySlip';

/** EasySlip API v2, by the slip's QR payload, matched against the receiving accounts registered with EasySlip. */
export class EasySlipVerifier implements SlipVerifier {
  private readonly timeoutMs: number;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async verify(check: SlipCheck): Promise<SlipVerdict> {
    // matchAmount goes along for EasySlip's own records, but it compares it as a float; the verdict compares
    // amountInSlip itself, exactly.
    const answer = await post(
      EASYSLIP,
      new URL('/v2/verify/bank', this.baseUrl),
      { authorization: `Bearer ${this.apiKey}` },
      { payload: check.payload, matchAccount: true, matchAmount: Number(check.amount), checkDuplicate: true },
      this.timeoutMs,
    );
    if ('outcome' in answer) return answer;
    const body = answer.body as EasySlipAnswer | undefined;
    return body?.success === true ? easySlipVerdict(body, check) : easySlipFailure(answer.status, body);
  }
}

function easySlipVerdict({ data }: EasySlipAnswer, check: SlipCheck): SlipVerdict {
  const amount = baht(data?.amountInSlip);
  if (typeof data?.isDuplicate !== 'boolean' || amount === undefined) return unexpected(EASYSLIP);
  if (data.isDuplicate) return refused(EASYSLIP, 'EasySlip: this slip was already used (duplicate)');
  const receiver = data.rawSlip?.receiver?.account;
  const matched = data.matchedAccount;
  return judge(
    EASYSLIP,
    {
      amount,
      madeAt: moment(data.rawSlip?.date),
      paidTo: shownAs(receiver?.name?.th ?? receiver?.name?.en, receiver?.proxy?.account ?? receiver?.bank?.account),
      confirmedAccount: matched && typeof matched === 'object' ? shownAs(matched.bank?.shortCode, matched.bankNumber, matched.nameTh ?? matched.nameEn) || 'a registered account' : undefined,
    },
    check,
  );
}

function easySlipFailure(status: number, body: EasySlipAnswer | undefined): SlipVerdict {
  const code = asString(body?.error?.code);
  if (code === 'SLIP_NOT_FOUND') return refused(EASYSLIP, 'EasySlip: the bank has no such transfer (slip not found)');
  if (!code) return unavailable(EASYSLIP, `EasySlip answered ${status} with something unexpected`);
  // Bad key, quota, inactive branch, a request EasySlip finds invalid: nothing the shopper did.
  return unavailable(EASYSLIP, `EasySlip could not check the slip (${code}: ${asString(body?.error?.message) ?? 'no message'})`);
}

/** What this module reads of SlipOK's answers; anything may be missing or of another type. */
interface SlipOkAnswer {
  success?: unknown;
  data?: {
    success?: unknown;
    amount?: unknown;
    transTimestamp?: unknown;
    receiver?: { displayName?: unknown; name?: unknown; proxy?: { value?: unknown }; account?: { value?: unknown } };
  };
  code?: unknown;
  message?: unknown;
}

const SLIPOK = 'SlipOK';

/** What SlipOK's error codes say about the slip itself; every other code is about the shop's account or SlipOK. */
const SLIPOK_REFUSALS: Record<number, string> = {
  1011: 'SlipOK: the bank has no such transfer (slip expired or not found)',
  1012: 'SlipOK: this slip was already used (duplicate)',
  1014: 'SlipOK: the money went to another account than the one registered with SlipOK',
};

/**
 * SlipOK, by the slip's QR payload, for one branch of the shop's SlipOK account. Asked with `log`, SlipOK checks
 * the receiver against the account registered for the branch and refuses any other (1014), so an answer of
 * success is its confirmation of the receiving account (the README says to register it).
 */
export class SlipOkVerifier implements SlipVerifier {
  private readonly timeoutMs: number;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly branchId: string,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async verify(check: SlipCheck): Promise<SlipVerdict> {
    // `log` makes SlipOK remember the slip (a second use answers 1012) and check the receiver (1014). `amount` is
    // left out: SlipOK's 1013 answer does not say what the slip shows, and staff need both amounts.
    const answer = await post(
      SLIPOK,
      new URL(`/api/line/apikey/${encodeURIComponent(this.branchId)}`, this.baseUrl),
      { 'x-authorization': this.apiKey },
      { data: check.payload, log: true },
      this.timeoutMs,
    );
    if ('outcome' in answer) return answer;
    const body = answer.body as SlipOkAnswer | undefined;
    return body?.success === true ? slipOkVerdict(body, check) : slipOkFailure(answer.status, body);
  }
}

function slipOkVerdict({ data }: SlipOkAnswer, check: SlipCheck): SlipVerdict {
  const amount = baht(data?.amount);
  if (data?.success !== true || amount === undefined) return unexpected(SLIPOK);
  const receiver = data.receiver;
  const paidTo = shownAs(receiver?.displayName ?? receiver?.name, receiver?.proxy?.value ?? receiver?.account?.value);
  return judge(SLIPOK, { amount, madeAt: moment(data.transTimestamp), paidTo, confirmedAccount: `the account registered with SlipOK (${paidTo})` }, check);
}

function slipOkFailure(status: number, body: SlipOkAnswer | undefined): SlipVerdict {
  const code = body?.code;
  if (typeof code !== 'number') return unavailable(SLIPOK, `SlipOK answered ${status} with something unexpected`);
  const refusal = SLIPOK_REFUSALS[code];
  return refusal ? refused(SLIPOK, refusal) : unavailable(SLIPOK, `SlipOK could not check the slip (${code}: ${asString(body?.message) ?? 'no message'})`);
}
