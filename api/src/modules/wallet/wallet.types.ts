import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { PageCounts } from '../common/pagination.js';
import { Customer } from '../customer/customer.entity.js';
import { Order } from '../orders/order.entity.js';
import { PaymentInstructions } from '../payments/payment-instructions.js';
import { PaymentSlipView } from '../payments/payment-slip.resolver.js';
import { ReceivingAccount } from '../payments/receiving-account.js';
import { Transaction } from '../transactions/transaction.entity.js';
import { LedgerTransferKind } from './ledger-transfer.entity.js';
import { StatusNoteCode } from '../orders/status-note.js';
import { TopupStatus } from './topup-status.js';
import { registerEnumType } from 'type-graphql';

registerEnumType(LedgerTransferKind, { name: 'WalletMovementKind', description: 'What moved money in or out of a wallet.' });

@ObjectType({ simpleResolvers: true, description: 'One movement of a wallet, newest first.' })
export class WalletEntry {
  @Field(() => DecimalScalar, { description: 'Signed: positive credits the wallet, negative spends from it.' })
  amount!: string;

  @Field(() => DecimalScalar)
  balanceAfter!: string;

  @Field(() => LedgerTransferKind)
  kind!: LedgerTransferKind;

  @Field(() => String, { description: 'What caused it: topup:<payment>, order:<number>:pay, order:<number>:refund or adjust:<key>.' })
  ref!: string;

  @Field(() => String, { nullable: true, description: 'The reason staff gave (adjustments, refunds).' })
  reason!: string | null;

  @Field(() => Date)
  at!: Date;
}

@ObjectType({ simpleResolvers: true, description: "The signed-in gamer's wallet and a page of its movements." })
export class Wallet extends PageCounts {
  @Field(() => DecimalScalar)
  balance!: string;

  @Field(() => DecimalScalar, { description: 'Everything ever credited (top-ups, refunds, staff credits).' })
  totalCredited!: string;

  @Field(() => [WalletEntry])
  entries!: WalletEntry[];

  @Field(() => Int, { description: 'The least whole baht a top-up may ask for.' })
  topupMin!: number;

  @Field(() => Int, { description: 'The most whole baht a top-up may ask for.' })
  topupMax!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Baht added to a wallet by PromptPay.' })
export class Topup {
  @Field(() => Int)
  id!: number;

  @Field(() => DecimalScalar, { description: 'Whole baht asked for; what is credited is what was paid (payment.amount).' })
  amount!: string;

  @Field(() => TopupStatus)
  status!: TopupStatus;

  @Field(() => String, { nullable: true, description: 'Why staff sent the slip back, as typed.' })
  note!: string | null;

  @Field(() => StatusNoteCode, { nullable: true, description: "What the shop itself noted on its latest change, for the client to word in the reader's language." })
  noteCode!: StatusNoteCode | null;

  @Field(() => String, { nullable: true, description: 'The slip checker that confirmed the payment (noteCode PAYMENT_CONFIRMED).' })
  noteProvider!: string | null;

  @Field(() => PaymentInstructions, { nullable: true })
  payment!: PaymentInstructions | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A top-up whose slip waits for staff.' })
export class TopupReview {
  @Field(() => Topup)
  topup!: Topup;

  @Field(() => Customer)
  customer!: Customer;

  @Field(() => PaymentSlipView)
  slip!: PaymentSlipView;

  @Field(() => ReceivingAccount, { description: 'Where the money was asked to go, to compare with the receiver on the slip.' })
  receivingAccount!: ReceivingAccount;
}

@ObjectType({ simpleResolvers: true, description: 'A page of the top-ups whose slip waits for staff, the slip waiting longest first.' })
export class TopupReviewPage extends PageCounts {
  @Field(() => [TopupReview])
  reviews!: TopupReview[];
}

@ObjectType({ simpleResolvers: true, description: "A customer with their orders count and wallet, as Personal Settings shows them." })
export class CustomerWallet {
  @Field(() => Customer)
  customer!: Customer;

  @Field(() => Int)
  ordersCount!: number;

  @Field(() => DecimalScalar, { description: 'Everything ever credited to the wallet (Total Credits).' })
  totalCredited!: string;

  @Field(() => DecimalScalar, { description: 'What is in the wallet now (Remaining Credits).' })
  balance!: string;
}

@ObjectType({ simpleResolvers: true })
export class CustomerWalletPage extends PageCounts {
  @Field(() => [CustomerWallet])
  customers!: CustomerWallet[];
}

@ObjectType({ simpleResolvers: true, description: 'What View Profile shows about one customer.' })
export class CustomerProfile {
  @Field(() => CustomerWallet)
  wallet!: CustomerWallet;

  @Field(() => [Order], { description: 'Their 10 latest orders, newest first.' })
  recentOrders!: Order[];

  @Field(() => [WalletEntry], { description: 'Their 20 latest wallet movements, newest first.' })
  walletEntries!: WalletEntry[];

  @Field(() => [Transaction], { description: "The customer's 10 latest transactions, newest first." })
  recentTransactions!: Transaction[];
}

@ObjectType({ simpleResolvers: true, description: 'Whether the ledger adds up: every wallet equals the sum of its entries, every transfer nets to zero.' })
export class LedgerReconciliation {
  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => Int)
  wallets!: number;

  @Field(() => [Int], { description: 'Wallet accounts whose balance differs from the sum of their entries.' })
  mismatchedWallets!: number[];

  @Field(() => Int, { description: 'Transfers whose entries do not net to zero or are not exactly two.' })
  unbalancedTransfers!: number;

  @Field(() => DecimalScalar, { description: 'What all wallets hold: the shop owes its gamers this much.' })
  walletsTotal!: string;
}
