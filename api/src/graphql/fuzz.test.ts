/**
 * Schema-directed fuzz of every GraphQL operation. For every argument of every Query and Mutation field
 * (and every field of its input objects, and the elements of its lists) hostile values of its type are
 * sent, with valid values in every other argument, as variables and some inline, as the Super Admin and,
 * for the shopper's operations, as a shopper. Malformed JSON and multipart bodies come on top.
 *
 *   every answer        below 500, no INTERNAL_SERVER_ERROR, no stack trace
 *   refused values      an error, and the database (every table) and upload folder exactly as before
 *   unstorable text     BAD_USER_INPUT naming the field (NUL and unpaired surrogates never reach PostgreSQL)
 *   odd values          may be accepted (control characters, RTL, SQL-ish text, 0, "-0"…)
 */
import { randomUUID } from 'node:crypto';
import { type GraphQLArgument, type GraphQLField, type GraphQLSchema, getNamedType, isCompositeType, isNonNullType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzFixtures, type FuzzFixtures, fresh } from '../test-support/fuzz-fixtures.js';
import { answerOf, type FuzzAnswer, Findings, fingerprint, namesField, runLimited } from '../test-support/fuzz-run.js';
import type { FuzzValue } from '../test-support/fuzz-values.js';
import { multipartForm } from '../test-support/graphql-multipart.js';
import { graphqlLiteral, ProbeMaker, type Probe } from '../test-support/graphql-probes.js';
import { imageSamples } from '../test-support/images.js';
import { malformedGraphQLBodies } from '../test-support/malformed-bodies.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { buildGraphQLSchema } from './schema.js';

/** Root fields a signed-in shopper calls; they are fuzzed as the shopper too. */
const SHOPPER_OPERATIONS = new Set([
  ...['customerMe', 'checkoutPreview', 'checkRobloxUsername', 'placeOrder', 'myOrders', 'order', 'cancelOrder', 'submitPaymentSlip'],
  ...['myWallet', 'startTopup', 'myTopup', 'submitTopupSlip', 'payOrderWithWallet'],
]);

let app: TestApp;
let fx: FuzzFixtures;
let schema: GraphQLSchema;
let probes: ProbeMaker;

/** Valid values for the arguments and input fields that need a particular one ("op.arg", "InputType.field"). */
function validValues(): Record<string, () => unknown> {
  const email = () => `fuzz-${fresh()}@shop.test`;
  const id = (value: number) => () => value;
  return {
    'adminLogin.email': () => fx.superAdmin.admin.email,
    'adminLogin.password': () => fx.superAdmin.password,
    'updateAdmin.id': id(fx.targetAdmin.admin.id),
    'category.id': id(fx.categoryId),
    'updateCategory.id': id(fx.categoryId),
    'item.id': id(fx.itemId),
    'updateItem.id': id(fx.itemId),
    'updatePaymentMethod.id': id(fx.paymentMethodId),
    'updateRobuxPackage.id': id(fx.packageId),
    'customerProfile.customerId': id(fx.shopper.id),
    'order.number': () => fx.shopperOrderNumber,
    'cancelOrder.number': () => fx.shopperOrderNumber,
    'submitPaymentSlip.number': () => fx.shopperOrderNumber,
    'payOrderWithWallet.number': () => fx.shopperOrderNumber,
    'myTopup.id': id(fx.shopperTopupId),
    'submitTopupSlip.id': id(fx.shopperTopupId),
    'startTopup.amount': () => '100',
    'adjustWallet.customerId': id(fx.shopper.id),
    'adjustWallet.amount': () => '1.00',
    'adjustWallet.reason': () => 'Fuzz reason',
    'approveTopup.id': id(fx.shopperTopupId),
    'rejectTopup.id': id(fx.shopperTopupId),
    'rejectTopup.reason': () => 'Fuzz reason',
    'approvePayment.number': () => fx.staffOrderNumber,
    'rejectPayment.number': () => fx.staffOrderNumber,
    'rejectPayment.reason': () => 'Fuzz reason',
    'adminOrder.number': () => fx.staffOrderNumber,
    // A move the order may make, so a hostile note is the only thing that can stop it.
    'setOrderStatus.number': () => fx.staffOrderNumber,
    'setOrderStatus.status': () => 'CANCELLED',
    'setOrderStatus.note': () => 'Fuzz reason',
    'checkRobloxUsername.username': () => 'Builder_Bob',
    'customerLogin.identifier': () => 'fuzz-nobody',
    'googleLogin.token': () => 'not-a-jwt',
    'adjustPrices.percentage': () => '0',
    'adjustPricesPreview.percentage': () => '10',
    'RegisterAdminInput.name': () => 'Fuzz Admin',
    'RegisterAdminInput.email': email,
    'RegisterAdminInput.password': () => 'fuzz-password-1',
    'CustomerRegisterInput.username': () => `fuzz${fresh()}`,
    'CustomerRegisterInput.email': email,
    'CustomerRegisterInput.password': () => 'fuzz-password-1',
    'CreateCategoryInput.name': () => `Fuzz game ${fresh()}`,
    'CreateItemInput.name': () => `Fuzz item ${fresh()}`,
    'CreateItemInput.categoryId': id(fx.categoryId),
    'CreateRobuxPackageInput.amount': () => 1_000 + Math.floor(Math.random() * 9_000_000),
    'PaymentMethodInput.name': () => `Fuzz method ${fresh()}`,
    'PaymentMethodInput.details': () => '123-4-56789-0',
    'PaymentMethodInput.promptpayId': () => null,
    'PaymentMethodInput.activeForCheckout': () => false,
    'CartLineInput.itemId': id(fx.itemId),
    'PlaceOrderInput.robloxUsername': () => 'Builder_Bob',
    'PlaceOrderInput.idempotencyKey': () => randomUUID(),
    'robuxAccount.id': () => fx.robuxAccountId,
    'updateRobuxAccount.id': () => fx.robuxAccountId,
    'revealRobuxAccountLogin.id': () => fx.robuxAccountId,
    'CreateRobuxAccountInput.id': () => null,
    'CreateRobuxAccountInput.robux': () => 1000,
    'CreateRobuxAccountInput.rate': () => '100',
    'CreateRobuxAccountInput.accountType': () => 'Fuzz type',
    'AccountLoginInput.username': () => 'fuzz_seller',
    'AccountLoginInput.password': () => 'fuzz-password',
    ...Object.fromEntries(
      ['mySupportConversation', 'sendSupportMessage', 'markSupportConversationRead', 'supportConversation', 'replySupportConversation']
        .concat(['closeSupportConversation', 'reopenSupportConversation', 'markSupportConversationReadByStaff'])
        .map((operation) => [`${operation}.conversationId`, id(fx.supportConversationId)]),
    ),
    'sendSupportMessage.body': () => 'Fuzz question',
    'replySupportConversation.body': () => 'Fuzz answer',
    'openSupportConversation.orderNumber': () => fx.shopperOrderNumber,
    'openSupportConversation.reason': () => 'OTHER',
    'RequestPasswordResetInput.email': email,
    'ResetPasswordInput.token': () => fx.resetToken,
    'ResetPasswordInput.password': () => 'fuzz-password-1',
    'mailMessage.id': id(fx.mailId),
    'confirmEmail.token': () => fx.confirmationToken,
    'ResendEmailConfirmationInput.email': email,
  };
}

beforeAll(async () => {
  app = await startTestApp({ signUpsPerIpPerHour: 1_000_000, resetRequestsPerIpPerHour: 1_000_000 });
  fx = await createFuzzFixtures(app);
  schema = await buildGraphQLSchema();
  const valid = validValues();
  probes = new ProbeMaker((key) => valid[key]);
});
afterAll(() => app?.close());

// ───────────────────────────── requests ─────────────────────────────

interface FuzzRequest {
  name: string;
  hostile: FuzzValue;
  /** The input field the hostile value sits in (for "names the field"). */
  field: string;
  /** Sent by the caller the operation is for, so a refusal is about the input, not about who asks. */
  intendedCaller: boolean;
  send(): Promise<FuzzAnswer>;
}

type Operation = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

const operations = (): Operation[] => [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
];

const isUpload = (arg: GraphQLArgument) => getNamedType(arg.type).name === 'Upload';

async function postGraphQL(token: string, query: string, variables: Record<string, unknown>, image?: string): Promise<FuzzAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: string | FormData;
  if (image) {
    headers['apollo-require-preflight'] = 'true';
    body = multipartForm(query, { ...variables, [image]: null }, { [`variables.${image}`]: { bytes: imageSamples.png } });
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ query, variables });
  }
  return answerOf(await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers, body }));
}

/** One request per probe (per caller): the probe's argument hostile, every other one valid. */
function requestsFor({ kind, field }: Operation, probeOf: (arg: GraphQLArgument) => Probe[], inline: boolean): FuzzRequest[] {
  const upload = field.args.find(isUpload);
  const others = field.args.filter((arg) => !isUpload(arg));
  // uploadImage takes nothing but its file: the malformed multipart tests cover it.
  if (!others.length) return [];
  const image = upload && isNonNullType(upload.type) ? upload.name : undefined;
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const callers = [
    ...(SHOPPER_OPERATIONS.has(field.name) ? [{ who: 'shopper', token: fx.shopper.token, intended: true }] : []),
    { who: 'Super Admin', token: fx.superAdmin.token, intended: !SHOPPER_OPERATIONS.has(field.name) },
  ].filter((caller) => !inline || caller.intended);

  return others.flatMap((fuzzed) =>
    probeOf(fuzzed).flatMap((probe) =>
      callers.map(({ who, token, intended }) => ({
        name: `${field.name}(${probe.at} = ${probe.hostile.label}) as ${who}${inline ? ', inline' : ''}`,
        hostile: probe.hostile,
        field: probe.at.split('.').filter((part) => !/^\d+$/.test(part)).at(-1)!,
        intendedCaller: intended,
        send: () => {
          const values = new Map<GraphQLArgument, unknown>([[fuzzed, probe.build()]]);
          for (const arg of others) {
            const key = `${field.name}.${arg.name}`;
            if (arg !== fuzzed && (isNonNullType(arg.type) || probes.hasValid(key))) values.set(arg, probes.validValue(arg.type, key));
          }
          const sent = [...values.keys()];
          if (inline) {
            const args = sent.map((arg) => `${arg.name}: ${graphqlLiteral(values.get(arg), arg.type)}`);
            const imageVar = image ? `($${image}: Upload!)` : '';
            const call = [...args, ...(image ? [`${image}: $${image}`] : [])].join(', ');
            return postGraphQL(token, `${kind} Fuzz${imageVar} { ${field.name}(${call})${selection} }`, {}, image);
          }
          const definitions = [...sent.map((arg) => `$${arg.name}: ${arg.type}`), ...(image ? [`$${image}: ${upload!.type}`] : [])];
          const call = [...sent, ...(image ? [upload!] : [])].map((arg) => `${arg.name}: $${arg.name}`).join(', ');
          const variables = Object.fromEntries(sent.map((arg) => [arg.name, values.get(arg)]));
          return postGraphQL(token, `${kind} Fuzz(${definitions.join(', ')}) { ${field.name}(${call})${selection} }`, variables, image);
        },
      })),
    ),
  );
}

/** Hostile values as variables, for every argument. */
const variableRequests = () => operations().flatMap((op) => requestsFor(op, (arg) => probes.forArgument(op.field.name, arg), false));

/** A GraphQL document cannot hold an unpaired surrogate (its \u escape is a syntax error), so those go as variables only. */
const writableInline = (probe: Probe) => !/\\ud[89a-f]/i.test(JSON.stringify(probe.build()));

/** The same operations with their first few refused values written into the query itself (huge ones left out). */
const inlineRequests = () =>
  operations().flatMap((op) =>
    requestsFor(
      op,
      (arg) =>
        probes
          .forArgument(op.field.name, arg)
          .filter((probe) => probe.hostile.class !== 'odd' && !/KB|10,000/.test(probe.hostile.label) && writableInline(probe))
          .slice(0, 4),
      true,
    ),
  );

// ───────────────────────────── judging ─────────────────────────────

/** Judges every answer; for refused values also that it was refused, and for unstorable text how. */
async function fire(requests: FuzzRequest[], findings: Findings) {
  await runLimited(
    requests.map((request) => async () => {
      const answer = await request.send();
      findings.judge(request.name, answer);
      const errors: any[] = answer.body?.errors ?? [];
      if (request.hostile.class !== 'odd' && !errors.length) findings.add(request.name, `not refused: ${answer.text.slice(0, 120)}`);
      if (request.hostile.class === 'unstorable' && request.intendedCaller && errors.length) {
        const [error] = errors;
        if (error.extensions?.code !== 'BAD_USER_INPUT') findings.add(request.name, `answered ${error.extensions?.code}, not BAD_USER_INPUT: ${error.message}`);
        else if (!namesField(error, request.field)) findings.add(request.name, `BAD_USER_INPUT not naming ${request.field}: ${error.message}`);
      }
    }),
  );
}

describe('GraphQL input fuzz', () => {
  it('refuses every hostile argument of every operation with a client error, changing nothing', { timeout: 180_000 }, async () => {
    const findings = new Findings();
    const before = await fingerprint(app);
    await fire([...variableRequests().filter((r) => r.hostile.class !== 'odd'), ...inlineRequests()], findings);
    expect(findings.problems, findings.report()).toEqual([]);
    expect(await fingerprint(app)).toEqual(before);
  });

  it('answers odd but storable values (control characters, RTL, SQL-ish text, 0, "-0") without a server error', { timeout: 120_000 }, async () => {
    const findings = new Findings();
    await fire(variableRequests().filter((r) => r.hostile.class === 'odd'), findings);
    expect(findings.problems, findings.report()).toEqual([]);
  });

  it('refuses malformed JSON and multipart bodies to /graphql with a 4xx, changing nothing', async () => {
    const findings = new Findings();
    const before = await fingerprint(app);
    await runLimited(
      malformedGraphQLBodies(fx.superAdmin.token).map((malformed) => async () => {
        const answer = await answerOf(await fetch(`${app.baseUrl}/graphql`, { method: 'POST', ...malformed.init }));
        findings.judge(`malformed: ${malformed.name}`, answer);
        if (answer.status < 400 && !answer.body?.errors?.length) findings.add(`malformed: ${malformed.name}`, `accepted: ${answer.status} ${answer.text.slice(0, 120)}`);
      }),
    );
    expect(findings.problems, findings.report()).toEqual([]);
    expect(await fingerprint(app)).toEqual(before);
  });
});
