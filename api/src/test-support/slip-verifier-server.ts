import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { listenOnLoopback, readJsonBody } from './local-server.js';

/** A transfer the bank knows of, as a test registers it under its slip's QR payload. */
export interface FakeSlip {
  amount: number;
  transRef: string;
  /** The receiver's real PromptPay id; providers never show it, SlipOK compares it with the branch's account (1014). */
  receiverId: string;
  /** The receiver's PromptPay proxy as providers show it, masked ("xxx-xxx-5678"); absent when the slip has none. */
  receiverProxy?: { type: 'MSISDN' | 'NATID' | 'EWALLETID'; value: string };
  /** The bank account behind the proxy, masked. */
  receiverAccount?: { type: 'BANKAC'; value: string };
  receiverNameTh: string;
  receiverNameEn: string;
  /** When the bank made the transfer; the moment the test registered it unless told otherwise. */
  date?: Date;
}

/** The receiving account a shop registered with the provider (EasySlip's matchAccount, SlipOK's receiver check). */
export interface RegisteredAccount {
  /** The PromptPay id money to this account is sent to; a slip to any other receiver does not match it. */
  receiverId: string;
  bankCode: string;
  bankShort: string;
  bankNumber: string;
  nameTh: string;
  nameEn: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, undefined when it was not JSON. */
  body: unknown;
}

export interface SlipVerifierCredentials {
  easySlipKey: string;
  slipOkKey: string;
  slipOkBranch: string;
}

export interface SlipVerifierServer {
  url: string;
  /** Every request, in order, including those answered with a failure. */
  requests: RecordedRequest[];
  /**
   * The account the shop registered with both providers: EasySlip answers it as `matchedAccount` when asked with
   * `matchAccount`; SlipOK, asked with `log`, refuses other receivers with 1014. Unset: none registered.
   */
  registeredAccount: RegisteredAccount | undefined;
  addSlip(payload: string, slip: FakeSlip): void;
  /** The next request (either provider) answers this status, or never answers. */
  failNext(failure: 429 | 500 | 'hang'): void;
  close(): Promise<void>;
}

type Reply = [status: number, body: unknown];

function send(res: ServerResponse, [status, body]: Reply) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Amounts compare in whole satang, as a bank does. */
const satang = (amount: number) => Math.round(amount * 100);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The paying side of every fake slip; tests do not look at it. */
const SENDER = {
  bank: { id: '004', name: 'กสิกรไทย', short: 'KBANK' },
  nameTh: 'นาย ผู้ซื้อ ท',
  nameEn: 'MR. PHUSUE T',
  account: 'xxx-x-x4321-x',
};

const easySlipError = (status: number, code: string, message: string): Reply => [status, { success: false, error: { code, message } }];

/** EasySlip v2's slip (its v1 slip shape), with the receiver as the test registered it. */
/** A moment as Thai banks write it: ISO 8601 in Bangkok time, e.g. 2026-01-15T14:30:00+07:00. */
function bangkokIso(date: Date): string {
  return `${new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}

function easySlipRawSlip(payload: string, slip: Required<Pick<FakeSlip, 'date'>> & FakeSlip) {
  return {
    payload,
    transRef: slip.transRef,
    date: bangkokIso(slip.date),
    countryCode: 'TH',
    amount: { amount: slip.amount, local: { amount: 0, currency: '' } },
    fee: 0,
    ref1: '',
    ref2: '',
    ref3: '',
    sender: {
      bank: SENDER.bank,
      account: { name: { th: SENDER.nameTh, en: SENDER.nameEn }, bank: { type: 'BANKAC', account: SENDER.account } },
    },
    receiver: {
      bank: { id: '014', name: 'ไทยพาณิชย์', short: 'SCB' },
      account: {
        name: { th: slip.receiverNameTh, en: slip.receiverNameEn },
        ...(slip.receiverAccount && { bank: { type: slip.receiverAccount.type, account: slip.receiverAccount.value } }),
        ...(slip.receiverProxy && { proxy: { type: slip.receiverProxy.type, account: slip.receiverProxy.value } }),
      },
    },
  };
}

const slipOkError = (code: number, message: string, data?: unknown): Reply => [400, { code, message, ...(data !== undefined && { data }) }];

/** SlipOK's `data` for a slip: the bank's fields, with `success` and a message on top. */
function slipOkData(slip: Required<Pick<FakeSlip, 'date'>> & FakeSlip) {
  const bangkok = bangkokIso(slip.date);
  return {
    success: true,
    message: '✅',
    language: 'TH',
    receivingBank: '014',
    sendingBank: SENDER.bank.id,
    transRef: slip.transRef,
    transDate: bangkok.slice(0, 10).replaceAll('-', ''),
    transTime: bangkok.slice(11, 19),
    transTimestamp: slip.date.toISOString(),
    sender: {
      displayName: SENDER.nameTh,
      name: SENDER.nameEn,
      proxy: { type: null, value: null },
      account: { type: 'BANKAC', value: SENDER.account },
    },
    receiver: {
      displayName: slip.receiverNameTh,
      name: slip.receiverNameEn,
      proxy: slip.receiverProxy ?? { type: null, value: null },
      account: slip.receiverAccount ?? { type: null, value: null },
    },
    amount: slip.amount,
    paidLocalAmount: slip.amount,
    paidLocalCurrency: '764',
    countryCode: 'TH',
    transFeeAmount: 0,
    ref1: '',
    ref2: '',
    ref3: '',
    toMerchantId: '',
  };
}

/**
 * A local stand-in for both slip-verification providers, speaking their documented contracts (see
 * slip-verifier.client.ts for the sources):
 *
 * EasySlip v2 — `POST /v2/verify/bank`, `Authorization: Bearer <key>` (401 MISSING_API_KEY / INVALID_API_KEY),
 * `{payload (1-128 chars), matchAmount?, checkDuplicate?}` (else 400 VALIDATION_ERROR); an unknown payload is 404
 * SLIP_NOT_FOUND; a known one 200 `{success, message, data: {isDuplicate, matchedAccount, amountInOrder?,
 * amountInSlip, isAmountMatched?, rawSlip}}`. isDuplicate is true when checkDuplicate is asked and the slip was
 * verified before; matchedAccount is the registered account when matchAccount is asked and the slip's receiver is
 * that account, else null (a receiver that matches no account is not an error).
 *
 * SlipOK — `POST /api/line/apikey/<branch>`, `x-authorization: <key>`, `{data: <payload>, log?, amount?}`. Errors
 * `{code, message, data?}` with HTTP 400: 1001 unknown branch, 1002 wrong key, 1000 no data, 1011 unknown slip; with
 * `log`, 1012 when the slip was logged before (with the slip's data) and 1014 when the receiver is not the branch's
 * registered id; with `amount`, 1013 when it differs (without the slip's data). Else 200 `{success: true, data}`.
 *
 * failNext answers the next request 429 or 500, or never (for timeouts), whatever it asks.
 */
export async function startSlipVerifierServer(credentials: SlipVerifierCredentials): Promise<SlipVerifierServer> {
  const slips = new Map<string, Required<Pick<FakeSlip, 'date'>> & FakeSlip>();
  const easySlipVerified = new Set<string>();
  const slipOkLogged = new Set<string>();
  let nextFailure: 429 | 500 | 'hang' | undefined;

  /** EasySlip's MatchedAccount: the registered account the slip's receiver is, or null. */
  function matchedAccount(slip: FakeSlip) {
    const account = state.registeredAccount;
    if (!account || account.receiverId !== slip.receiverId) return null;
    return {
      bank: { nameTh: 'ไทยพาณิชย์', nameEn: 'Siam Commercial Bank', code: account.bankCode, shortCode: account.bankShort },
      nameTh: account.nameTh,
      nameEn: account.nameEn,
      type: 'JURISTIC',
      bankNumber: account.bankNumber,
    };
  }

  function answerEasySlip(headers: IncomingHttpHeaders, body: unknown): Reply {
    if (!headers.authorization) return easySlipError(401, 'MISSING_API_KEY', 'Authorization header is required');
    if (headers.authorization !== `Bearer ${credentials.easySlipKey}`) return easySlipError(401, 'INVALID_API_KEY', 'The provided API key is invalid');
    if (
      !isRecord(body) ||
      typeof body.payload !== 'string' ||
      body.payload.length < 1 ||
      body.payload.length > 128 ||
      (body.matchAmount !== undefined && typeof body.matchAmount !== 'number') ||
      (body.matchAccount !== undefined && typeof body.matchAccount !== 'boolean') ||
      (body.checkDuplicate !== undefined && typeof body.checkDuplicate !== 'boolean')
    ) {
      return easySlipError(400, 'VALIDATION_ERROR', 'Validation failed');
    }
    const slip = slips.get(body.payload);
    if (!slip) return easySlipError(404, 'SLIP_NOT_FOUND', 'Slip not found or invalid');
    const isDuplicate = body.checkDuplicate === true && easySlipVerified.has(body.payload);
    easySlipVerified.add(body.payload);
    const amountCheck =
      typeof body.matchAmount === 'number' ? { amountInOrder: body.matchAmount, isAmountMatched: satang(body.matchAmount) === satang(slip.amount) } : {};
    return [
      200,
      {
        success: true,
        message: 'Bank slip verified successfully',
        data: { isDuplicate, matchedAccount: body.matchAccount === true ? matchedAccount(slip) : null, ...amountCheck, amountInSlip: slip.amount, rawSlip: easySlipRawSlip(body.payload, slip) },
      },
    ];
  }

  function answerSlipOk(branch: string, headers: IncomingHttpHeaders, body: unknown): Reply {
    if (branch !== credentials.slipOkBranch) return slipOkError(1001, 'Branch not found');
    if (headers['x-authorization'] !== credentials.slipOkKey) return slipOkError(1002, 'Invalid API key');
    if (!isRecord(body) || typeof body.data !== 'string' || !body.data) return slipOkError(1000, 'QR code data is missing');
    const slip = slips.get(body.data);
    if (!slip) return slipOkError(1011, 'QR code expired or no such transaction');
    if (body.log === true) {
      if (slipOkLogged.has(body.data)) return slipOkError(1012, 'Repeated Slip', slipOkData(slip));
      slipOkLogged.add(body.data);
      if (state.registeredAccount && slip.receiverId !== state.registeredAccount.receiverId) return slipOkError(1014, 'Wrong Receiver Slip');
    }
    if (typeof body.amount === 'number' && satang(body.amount) !== satang(slip.amount)) return slipOkError(1013, 'Wrong Slip Amount');
    return [200, { success: true, data: slipOkData(slip) }];
  }

  function answer(method: string, path: string, headers: IncomingHttpHeaders, body: unknown): Reply {
    if (method === 'POST' && path === '/v2/verify/bank') return answerEasySlip(headers, body);
    const slipOkBranch = method === 'POST' ? /^\/api\/line\/apikey\/([^/?]+)$/.exec(path)?.[1] : undefined;
    if (slipOkBranch !== undefined) return answerSlipOk(decodeURIComponent(slipOkBranch), headers, body);
    return easySlipError(404, 'NOT_FOUND', 'Resource not found');
  }

  const state: SlipVerifierServer = {
    url: '',
    requests: [],
    registeredAccount: undefined,
    addSlip: (payload, slip) => void slips.set(payload, { date: new Date(), ...slip }),
    failNext: (failure) => {
      nextFailure = failure;
    },
    close: async () => {},
  };

  const server = createServer(async (req, res) => {
    const method = req.method ?? '';
    const path = req.url ?? '';
    const body = await readJsonBody(req);
    state.requests.push({ method, path, headers: req.headers, body });
    const failure = nextFailure;
    nextFailure = undefined;
    if (failure === 'hang') return; // never answers; the client's timeout must fire
    if (failure) {
      send(res, [failure, { message: failure === 429 ? 'Too Many Requests' : 'Internal Server Error' }]);
      return;
    }
    send(res, answer(method, path, req.headers, body));
  });
  const listening = await listenOnLoopback(server);
  state.url = listening.url;
  state.close = listening.close;
  return state;
}
