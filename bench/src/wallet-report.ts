import { failedPayments } from './budgets.js';
import type { PaymentRun, WalletBenchSettings, WalletCheck, WalletResults } from './bench-wallet.js';

const fmt = (value: number) => value.toFixed(1).padStart(7);

/** The wallet table: each run's payments and latencies, then what each set of wallets holds afterwards. */
export function printWalletReport({ distinct, shared }: WalletResults, settings: WalletBenchSettings, log: (message: string) => void) {
  const rows: [string, PaymentRun][] = [
    [`own wallets, ${settings.offeredPerSecond}/s offered`, distinct.offered],
    ['own wallets, flat out', distinct.capacity],
    ['one shared wallet, flat out', shared.capacity],
  ];
  log(`\nPOST /api/orders/:number/pay-with-wallet, ${settings.connections} connections  payments/s  p50 ms  p95 ms  p99 ms    paid  errors  other failures`);
  for (const [label, run] of rows) {
    log(
      `${label.padEnd(52)} ${run.paymentsPerSecond.toFixed(0).padStart(10)} ${fmt(run.latencyMs.p50)} ${fmt(run.latencyMs.p95)} ${fmt(run.latencyMs.p99)} ${String(run.outcomes.paid ?? 0).padStart(7)} ${String(run.errors).padStart(7)} ${String(failedPayments(run) - run.errors).padStart(15)}`,
    );
  }
  for (const [label, check] of [
    ['Own wallets', distinct],
    ['Shared wallet', shared],
  ] as [string, WalletCheck][]) {
    const { audit, ledger } = check;
    log(
      `${label}: ${audit.wallets} opened with ${audit.credited}, ${audit.paidOrders} orders paid (${audit.paidTotal}; charged ${audit.charged}) for ${audit.paidAnswers} answers 200; ` +
        `balance ${audit.balance}, expected ${audit.expectedBalance}; ledger then ${ledger.ok ? 'reconciled' : 'did NOT reconcile'} over ${ledger.wallets} wallets and ${ledger.transfers} transfers.`,
    );
  }
  for (const [label, run] of rows) for (const [outcome, body] of Object.entries(run.samples)) log(`  ${label}, first ${outcome}: ${body}`);
}
