import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSlip, type SlipVerifierServer, startSlipVerifierServer } from '../../test-support/slip-verifier-server.js';
import { EasySlipVerifier, type SlipCheck, SlipOkVerifier, type SlipVerifier } from './slip-verifier.client.js';

const CREDENTIALS = { easySlipKey: '3f2b8c1e-7d4a-4e0b-9a61-5c2d8e4f1a90', slipOkKey: 'SLIPOKT3ST01', slipOkBranch: '41207' };
const SHOP_ID = '0812345678';

/** The shop's account as registered with both providers. */
const SHOP_ACCOUNT = { receiverId: SHOP_ID, bankCode: '014', bankShort: 'SCB', bankNumber: '123-4-56789-0', nameTh: 'นาย สมชาย ใจดี', nameEn: 'MR. SOMCHAI JAIDEE' };

let server: SlipVerifierServer;
beforeAll(async () => {
  server = await startSlipVerifierServer(CREDENTIALS);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.registeredAccount = SHOP_ACCOUNT;
});

let slipCount = 0;
const HOUR = 3_600_000;
/** The payment window of every check: asked an hour ago, open for two. */
const WINDOW = { opensAt: new Date(Date.now() - HOUR), closesAt: new Date(Date.now() + HOUR) };

/**
 * A slip the bank knows of, paid to the shop now unless the test says otherwise, under a payload no other test
 * uses (both providers remember the slips they verified). The check asks ฿689.37 inside WINDOW.
 */
function slipAtBank(slip: Partial<FakeSlip> = {}): SlipCheck {
  slipCount += 1;
  const payload = `0041000600000101030140220${String(slipCount).padStart(5, '0')}082547BPM049885102TH9104CF62`;
  server.addSlip(payload, {
    amount: 689.37,
    transRef: `016015143000BPM0${String(slipCount).padStart(5, '0')}`,
    receiverId: SHOP_ID,
    receiverProxy: { type: 'MSISDN', value: 'xxx-xxx-5678' },
    receiverAccount: { type: 'BANKAC', value: 'xxx-x-x9012-x' },
    receiverNameTh: 'นาย สมชาย ใจดี',
    receiverNameEn: 'MR. SOMCHAI JAIDEE',
    ...slip,
  });
  return { payload, amount: '689.37', window: WINDOW };
}

const unknownSlip = (): SlipCheck => ({ payload: '0041000600000101030040220014242082547BPM0498851NEVERPAID', amount: '689.37', window: WINDOW });

/** A stranger's PromptPay whose number ends like the shop's and whose name is the shop's: only the provider can tell them apart. */
const LOOKALIKE: Partial<FakeSlip> = { receiverId: '0869995678', receiverProxy: { type: 'MSISDN', value: 'xxx-xxx-5678' } };

interface Provider {
  name: string;
  verifier(options?: { timeoutMs?: number }): SlipVerifier;
  withWrongKey(): SlipVerifier;
  /** Why a wrong key leaves the slip to staff, in the provider's words. */
  wrongKeyReason: string;
  /** What a confirmation names as the account paid. */
  confirmedAccount: string;
  /** Why a slip to a lookalike receiver is refused, in the provider's words. */
  lookalikeReason: string;
}

const providers: Provider[] = [
  {
    name: 'EasySlip',
    verifier: (options) => new EasySlipVerifier(server.url, CREDENTIALS.easySlipKey, options),
    withWrongKey: () => new EasySlipVerifier(server.url, 'not-the-key'),
    wrongKeyReason: 'EasySlip could not check the slip (INVALID_API_KEY: The provided API key is invalid)',
    confirmedAccount: 'SCB / 123-4-56789-0 / นาย สมชาย ใจดี',
    lookalikeReason: 'EasySlip did not confirm that the money reached one of the shop’s registered accounts (paid to นาย สมชาย ใจดี / xxx-xxx-5678)',
  },
  {
    name: 'SlipOK',
    verifier: (options) => new SlipOkVerifier(server.url, CREDENTIALS.slipOkKey, CREDENTIALS.slipOkBranch, options),
    withWrongKey: () => new SlipOkVerifier(server.url, 'SLIPOKWRONG', CREDENTIALS.slipOkBranch),
    wrongKeyReason: 'SlipOK could not check the slip (1002: Invalid API key)',
    confirmedAccount: 'the account registered with SlipOK (นาย สมชาย ใจดี / xxx-xxx-5678)',
    lookalikeReason: 'SlipOK: the money went to another account than the one registered with SlipOK',
  },
];

describe.each(providers)('the $name slip verifier', ({ name, verifier, withWrongKey, wrongKeyReason, confirmedAccount, lookalikeReason }) => {
  it('confirms a real slip for the exact amount, inside the window, to the shop’s registered account', async () => {
    expect(await verifier().verify(slipAtBank())).toEqual({ outcome: 'CONFIRMED', provider: name, account: confirmedAccount });
  });

  it('refuses a slip for another amount, naming both', async () => {
    expect(await verifier().verify(slipAtBank({ amount: 500 }))).toEqual({
      outcome: 'REFUSED',
      provider: name,
      reason: `${name}: the amount on the slip is ฿500.00, not ฿689.37`,
    });
  });

  it('refuses a slip a satang short: amounts compare exactly', async () => {
    expect(await verifier().verify(slipAtBank({ amount: 689.36 }))).toMatchObject({ outcome: 'REFUSED', reason: `${name}: the amount on the slip is ฿689.36, not ฿689.37` });
  });

  it('refuses a slip to a lookalike receiver whose visible digits and name agree with the shop’s', async () => {
    expect(await verifier().verify(slipAtBank(LOOKALIKE))).toEqual({ outcome: 'REFUSED', provider: name, reason: lookalikeReason });
  });

  it('refuses a transfer made before the payment was asked for, or after its time ran out', async () => {
    expect(await verifier().verify(slipAtBank({ date: new Date(WINDOW.opensAt.getTime() - 1_000) }))).toMatchObject({
      outcome: 'REFUSED',
      reason: expect.stringMatching(new RegExp(`^${name}: the transfer was made at .+, before this payment was asked for at `)),
    });
    expect(await verifier().verify(slipAtBank({ date: new Date(WINDOW.closesAt.getTime() + 1_000) }))).toMatchObject({
      outcome: 'REFUSED',
      reason: expect.stringMatching(new RegExp(`^${name}: the transfer was made at .+, after this payment's time ran out at `)),
    });
  });

  it('takes a transfer stamped in the second the payment was asked for (banks stamp whole seconds)', async () => {
    const opensAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 400);
    const check = { ...slipAtBank({ date: new Date(opensAt.getTime() - 400) }), window: { opensAt, closesAt: WINDOW.closesAt } };
    expect(await verifier().verify(check)).toMatchObject({ outcome: 'CONFIRMED' });
  });

  it('refuses a slip used before', async () => {
    const slip = slipAtBank();
    expect(await verifier().verify(slip)).toMatchObject({ outcome: 'CONFIRMED' });
    expect(await verifier().verify(slip)).toEqual({ outcome: 'REFUSED', provider: name, reason: `${name}: this slip was already used (duplicate)` });
  });

  it('refuses a slip the bank does not know', async () => {
    expect(await verifier().verify(unknownSlip())).toMatchObject({ outcome: 'REFUSED', provider: name, reason: expect.stringMatching(/no such transfer/) });
  });

  it('is UNAVAILABLE with a wrong API key', async () => {
    expect(await withWrongKey().verify(slipAtBank())).toEqual({ outcome: 'UNAVAILABLE', provider: name, reason: wrongKeyReason });
  });

  it.each([500, 429] as const)('is UNAVAILABLE when the provider answers %i', async (status) => {
    server.failNext(status);
    expect(await verifier().verify(slipAtBank())).toEqual({ outcome: 'UNAVAILABLE', provider: name, reason: `${name} answered ${status}` });
  });

  it('gives up after its timeout when the provider does not answer', async () => {
    server.failNext('hang');
    const started = Date.now();
    expect(await verifier({ timeoutMs: 200 }).verify(slipAtBank())).toEqual({ outcome: 'UNAVAILABLE', provider: name, reason: `${name} did not answer in time` });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is UNAVAILABLE when nothing listens at the address', async () => {
    const offline = name === 'EasySlip' ? new EasySlipVerifier('http://127.0.0.1:1', 'key') : new SlipOkVerifier('http://127.0.0.1:1', 'key', '1');
    expect(await offline.verify(slipAtBank())).toEqual({ outcome: 'UNAVAILABLE', provider: name, reason: `${name} could not be reached` });
  });
});

describe('the EasySlip request', () => {
  it('posts the payload to /v2/verify/bank with the bearer key, asking to match the account and the amount and to check duplicates', async () => {
    const check = slipAtBank();
    await providers[0].verifier().verify(check);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/verify/bank' });
    expect(request.headers.authorization).toBe(`Bearer ${CREDENTIALS.easySlipKey}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ payload: check.payload, matchAccount: true, matchAmount: 689.37, checkDuplicate: true });
  });
});

describe('the SlipOK request', () => {
  it('posts the payload as `data` to the branch with x-authorization and `log`, without `amount`', async () => {
    const check = slipAtBank();
    await providers[1].verifier().verify(check);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/api/line/apikey/${CREDENTIALS.slipOkBranch}` });
    expect(request.headers['x-authorization']).toBe(CREDENTIALS.slipOkKey);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ data: check.payload, log: true });
  });

  it('is UNAVAILABLE for a branch SlipOK does not know', async () => {
    expect(await new SlipOkVerifier(server.url, CREDENTIALS.slipOkKey, '99999').verify(slipAtBank())).toEqual({
      outcome: 'UNAVAILABLE',
      provider: 'SlipOK',
      reason: 'SlipOK could not check the slip (1001: Branch not found)',
    });
  });

  it('would answer a wrong `amount` with 1013 and no slip data, which is why the client compares amounts itself', async () => {
    const check = slipAtBank({ amount: 500 });
    const response = await fetch(`${server.url}/api/line/apikey/${CREDENTIALS.slipOkBranch}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-authorization': CREDENTIALS.slipOkKey },
      body: JSON.stringify({ data: check.payload, amount: 689.37 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 1013, message: 'Wrong Slip Amount' });
  });
});
