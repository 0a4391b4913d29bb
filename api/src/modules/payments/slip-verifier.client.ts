/*
 * Asks a slip-verification provider whether the transfer behind a slip's slip-verify QR payload is real, for the
 * amount the order asks and to the shop's PromptPay id. Contracts as each provider documents them:
 *
 * EasySlip API v2 — EasySlip's developer documentation, pages "POST /verify/bank", "Verify by Payload", "API v2
 * Overview" and "Error Codes", as published at easyslip-document.cl1.easythunder.com/en/v2/… and /en/reference/
 * error-codes (document.easyslip.com and developer.easyslip.com/api/v1 are the older v1); default base
 * https://api.easyslip.com. The official n8n node (github.com/EASYSLIP-CO-LTD/n8n-nodes-easyslip) still speaks v1.
 *   POST /v2/verify/bank, `Authorization: Bearer <key>`, JSON {payload (1-128 chars), matchAmount?, checkDuplicate?}.
 *   200 {success: true, message, data: {isDuplicate, matchedAccount, amountInOrder?, amountInSlip, isAmountMatched?,
 *   rawSlip}}; rawSlip has the slip shape of the v1 /verify page: {payload, transRef, date, amount: {amount},
 *   receiver: {bank: {id, name, short}, account: {name: {th, en}, bank?: {type, account}, proxy?: {type, account}}}}.
 *   A duplicate or a different amount is not an error in v2: it is isDuplicate / isAmountMatched in a 200 answer.
 *   Errors {success: false, error: {code, message}}: 400 VALIDATION_ERROR, 401 MISSING_API_KEY / INVALID_API_KEY,
 *   403 QUOTA_EXCEEDED / BRANCH_INACTIVE / IP_NOT_ALLOWED / SERVICE_BANNED…, 404 SLIP_NOT_FOUND, 500 API_SERVER_ERROR.
 *
 * SlipOK — slipok.com/api-documentation/check-slip/ and its change log (version 1.7); default base
 * https://api.slipok.com.
 *   POST /api/line/apikey/<branchId>, `x-authorization: <key>`, JSON {data: <payload>, log?: true, amount?}.
 *   200 {success: true, data: {success, message, transRef, amount, receiver: {displayName (Thai or English),
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
  /** Digits only: 0XXXXXXXXX mobile, 13-digit id, or 15-digit e-wallet. */
  promptpayId: string;
  receiverName: string;
}

export type SlipVerdict =
  /** The provider says the transfer is real, the amount equals and the receiver matches. */
  | { outcome: 'CONFIRMED'; provider: string }
  /** The provider looked and says no (duplicate, wrong amount, wrong receiver, not found): staff decide. */
  | { outcome: 'REFUSED'; provider: string; reason: string }
  /** The provider could not be asked (timeout, 5xx, 429, bad key, quota, unexpected answer): staff decide. */
  | { outcome: 'UNAVAILABLE'; provider: string; reason: string };

export interface SlipVerifier {
  verify(check: SlipCheck): Promise<SlipVerdict>;
}

const DEFAULT_TIMEOUT_MS = 5_000;
/** Fewer visible digits than this could agree with the shop's id by chance. */
const MIN_VISIBLE_DIGITS = 4;

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

const isDigit = (char: string) => char >= '0' && char <= '9';

/**
 * Whether a number as the provider shows it ("xxx-xxx-5678", "0812xxx678") is the shop's PromptPay id: each visible
 * digit must equal the id's digit at the same place, a masked character matches anything. Undefined when it shows
 * too few digits to tell. A number of another length (another kind of id, or one written with +66) does not match:
 * a wrong refusal only leaves the slip to staff, a wrong match would approve it.
 */
function numberAgrees(shown: string, promptpayId: string): boolean | undefined {
  const chars = [...shown.replace(/[\s-]/g, '')];
  if (chars.filter(isDigit).length < MIN_VISIBLE_DIGITS) return undefined;
  return chars.length === promptpayId.length && chars.every((char, index) => !isDigit(char) || char === promptpayId[index]);
}

const squash = (name: string) => name.toLowerCase().replace(/\s+/g, '');

/** Whether a receiver name on the slip (Thai or English, often cut short) and the shop's name contain one another. */
function nameAgrees(names: (string | undefined)[], receiverName: string): boolean | undefined {
  const shop = squash(receiverName);
  const given = names.map((name) => squash(name ?? '')).filter(Boolean);
  if (!shop || given.length === 0) return undefined;
  return given.some((name) => name.includes(shop) || shop.includes(name));
}

/** Who the slip says was paid: the PromptPay proxy number as shown, and the receiver's names. */
interface SlipReceiver {
  proxy: string | undefined;
  names: (string | undefined)[];
}

/**
 * The receiver is checked by the PromptPay proxy number, which names the shop's id; the bank account behind it is
 * never known to the shop, so it is not compared. Without a usable number the receiver's name decides.
 */
function receiverProblem(provider: string, receiver: SlipReceiver, check: SlipCheck): string | undefined {
  const byNumber = receiver.proxy === undefined ? undefined : numberAgrees(receiver.proxy, check.promptpayId);
  if (byNumber !== undefined) {
    return byNumber ? undefined : `${provider}: the money went to ${receiver.proxy}, not to the shop's PromptPay ${check.promptpayId}`;
  }
  const byName = nameAgrees(receiver.names, check.receiverName);
  if (byName !== undefined) {
    return byName ? undefined : `${provider}: the money went to ${receiver.names.filter(Boolean).join(' / ')}, not to ${check.receiverName}`;
  }
  return `${provider}: the receiver could not be checked (no account number or name on the slip)`;
}

/** The verdict on a slip the provider found: the amount compared exactly as two-decimal strings, then the receiver. */
function judge(provider: string, slipAmount: string, receiver: SlipReceiver, check: SlipCheck): SlipVerdict {
  if (slipAmount !== check.amount) return refused(provider, `${provider}: the amount on the slip is ฿${slipAmount}, not ฿${check.amount}`);
  const problem = receiverProblem(provider, receiver, check);
  return problem ? refused(provider, problem) : { outcome: 'CONFIRMED', provider };
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What this module reads of EasySlip's answers; anything may be missing or of another type. */
interface EasySlipAnswer {
  success?: unknown;
  data?: {
    isDuplicate?: unknown;
    amountInSlip?: unknown;
    rawSlip?: { receiver?: { account?: { name?: { th?: unknown; en?: unknown }; proxy?: { account?: unknown } } } };
  };
  error?: { code?: unknown; message?: unknown };
}

const EASYSLIP = 'EasySlip';

/** EasySlip API v2, by the slip's QR payload. */
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
    // matchAmount goes along as the product issue asks, but EasySlip compares it as a float; the verdict compares
    // amountInSlip itself, exactly.
    const answer = await post(
      EASYSLIP,
      new URL('/v2/verify/bank', this.baseUrl),
      { authorization: `Bearer ${this.apiKey}` },
      { payload: check.payload, matchAmount: Number(check.amount), checkDuplicate: true },
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
  const account = data.rawSlip?.receiver?.account;
  return judge(EASYSLIP, amount, { proxy: asString(account?.proxy?.account), names: [asString(account?.name?.th), asString(account?.name?.en)] }, check);
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
    receiver?: { displayName?: unknown; name?: unknown; proxy?: { value?: unknown } };
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

/** SlipOK, by the slip's QR payload, for one branch of the shop's SlipOK account. */
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
    // `log` makes SlipOK remember the slip, so a second use answers 1012. `amount` is left out: SlipOK's 1013 answer
    // does not say what the slip shows, and staff need both amounts; the verdict compares data.amount itself.
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
  return judge(SLIPOK, amount, { proxy: asString(receiver?.proxy?.value), names: [asString(receiver?.displayName), asString(receiver?.name)] }, check);
}

function slipOkFailure(status: number, body: SlipOkAnswer | undefined): SlipVerdict {
  const code = body?.code;
  if (typeof code !== 'number') return unavailable(SLIPOK, `SlipOK answered ${status} with something unexpected`);
  const refusal = SLIPOK_REFUSALS[code];
  return refusal ? refused(SLIPOK, refusal) : unavailable(SLIPOK, `SlipOK could not check the slip (${code}: ${asString(body?.message) ?? 'no message'})`);
}
