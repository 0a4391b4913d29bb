import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSlip, type SlipVerifierServer, startSlipVerifierServer } from '../../test-support/slip-verifier-server.js';
import { EasySlipVerifier, type SlipCheck, SlipOkVerifier, type SlipVerifier } from './slip-verifier.client.js';

const CREDENTIALS = { easySlipKey: '3f2b8c1e-7d4a-4e0b-9a61-5c2d8e4f1a90', slipOkKey: 'SLIPOKT3ST01', slipOkBranch: '41207' };
const SHOP_ID = '0812345678';

let server: SlipVerifierServer;
beforeAll(async () => {
  server = await startSlipVerifierServer(CREDENTIALS);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.slipOkShopId = undefined;
});

let slipCount = 0;

/**
 * A slip the bank knows of, paid to the shop unless the test says otherwise, under a payload no other test uses
 * (both providers remember the slips they verified). The check asks ฿689.37 for Somchai Jaidee's PromptPay.
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
  return { payload, amount: '689.37', promptpayId: SHOP_ID, receiverName: 'Somchai Jaidee' };
}

const unknownSlip = (): SlipCheck => ({ payload: '0041000600000101030040220014242082547BPM0498851NEVERPAID', amount: '689.37', promptpayId: SHOP_ID, receiverName: 'Somchai Jaidee' });

interface Provider {
  name: string;
  verifier(options?: { timeoutMs?: number }): SlipVerifier;
  withWrongKey(): SlipVerifier;
  /** Why a wrong key leaves the slip to staff, in the provider's words. */
  wrongKeyReason: string;
}

const providers: Provider[] = [
  {
    name: 'EasySlip',
    verifier: (options) => new EasySlipVerifier(server.url, CREDENTIALS.easySlipKey, options),
    withWrongKey: () => new EasySlipVerifier(server.url, 'not-the-key'),
    wrongKeyReason: 'EasySlip could not check the slip (INVALID_API_KEY: The provided API key is invalid)',
  },
  {
    name: 'SlipOK',
    verifier: (options) => new SlipOkVerifier(server.url, CREDENTIALS.slipOkKey, CREDENTIALS.slipOkBranch, options),
    withWrongKey: () => new SlipOkVerifier(server.url, 'SLIPOKWRONG', CREDENTIALS.slipOkBranch),
    wrongKeyReason: 'SlipOK could not check the slip (1002: Invalid API key)',
  },
];

describe.each(providers)('the $name slip verifier', ({ name, verifier, withWrongKey, wrongKeyReason }) => {
  it('confirms a real slip for the exact amount to the shop’s PromptPay', async () => {
    expect(await verifier().verify(slipAtBank())).toEqual({ outcome: 'CONFIRMED', provider: name });
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

  it('refuses a slip paid to another PromptPay number', async () => {
    expect(await verifier().verify(slipAtBank({ receiverId: '0899999999', receiverProxy: { type: 'MSISDN', value: 'xxx-xxx-9999' } }))).toEqual({
      outcome: 'REFUSED',
      provider: name,
      reason: `${name}: the money went to xxx-xxx-9999, not to the shop's PromptPay ${SHOP_ID}`,
    });
  });

  it('matches masked digits by place, wherever the mask is', async () => {
    expect(await verifier().verify(slipAtBank({ receiverProxy: { type: 'MSISDN', value: '0812xxx678' } }))).toMatchObject({ outcome: 'CONFIRMED' });
    expect(await verifier().verify(slipAtBank({ receiverProxy: { type: 'MSISDN', value: '0812xxx679' } }))).toMatchObject({ outcome: 'REFUSED' });
  });

  it('takes a number of another length for another receiver, even when its digits agree in place', async () => {
    // A shop paid on its 13-digit tax id whose 7th-10th digits happen to be those the slip shows of a mobile number.
    const check = { ...slipAtBank({ receiverProxy: { type: 'MSISDN', value: 'xxx-xxx-5678' } }), promptpayId: '3100515678901' };
    expect(await verifier().verify(check)).toEqual({
      outcome: 'REFUSED',
      provider: name,
      reason: `${name}: the money went to xxx-xxx-5678, not to the shop's PromptPay 3100515678901`,
    });
  });

  it('checks the receiver by name when the slip shows too few digits of a number', async () => {
    expect(await verifier().verify(slipAtBank({ receiverProxy: { type: 'MSISDN', value: 'xxx-xxx-x678' } }))).toMatchObject({ outcome: 'CONFIRMED' });
    // Three digits that agree prove nothing: the name decides.
    expect(
      await verifier().verify(slipAtBank({ receiverProxy: { type: 'MSISDN', value: 'xxx-xxx-x678' }, receiverNameTh: 'นาย สมปอง ด', receiverNameEn: 'MR. SOMPONG D' })),
    ).toMatchObject({ outcome: 'REFUSED', reason: `${name}: the money went to นาย สมปอง ด / MR. SOMPONG D, not to Somchai Jaidee` });
    expect(await verifier().verify(slipAtBank({ receiverProxy: undefined, receiverNameTh: 'นาย สมชาย ใ', receiverNameEn: 'MR. SOMCHAI J' }))).toMatchObject({
      outcome: 'REFUSED',
      reason: `${name}: the money went to นาย สมชาย ใ / MR. SOMCHAI J, not to Somchai Jaidee`,
    });
    expect(await verifier().verify(slipAtBank({ receiverProxy: undefined, receiverNameTh: 'บริษัท อื่น จำกัด', receiverNameEn: 'OTHER CO., LTD.' }))).toMatchObject({ outcome: 'REFUSED' });
  });

  it('leaves a slip to staff when neither a number nor a name of the receiver can be checked', async () => {
    expect(await verifier().verify(slipAtBank({ receiverProxy: undefined, receiverNameTh: '', receiverNameEn: '' }))).toEqual({
      outcome: 'REFUSED',
      provider: name,
      reason: `${name}: the receiver could not be checked (no account number or name on the slip)`,
    });
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
  it('posts the payload to /v2/verify/bank with the bearer key, the amount to match and a duplicate check', async () => {
    const check = slipAtBank();
    await providers[0].verifier().verify(check);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/verify/bank' });
    expect(request.headers.authorization).toBe(`Bearer ${CREDENTIALS.easySlipKey}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ payload: check.payload, matchAmount: 689.37, checkDuplicate: true });
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

  it('refuses a slip SlipOK finds paid to another account than the branch’s', async () => {
    server.slipOkShopId = SHOP_ID;
    expect(await providers[1].verifier().verify(slipAtBank({ receiverId: '0899999999' }))).toEqual({
      outcome: 'REFUSED',
      provider: 'SlipOK',
      reason: 'SlipOK: the money went to another account than the one registered with SlipOK',
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
