import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminRole } from '../admin/admin-role.js';
import { Admin } from '../admin/admin.entity.js';
import { Permission } from '../auth/permissions.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { hasCheckoutAccount } from '../payments/checkout-account.js';
import { NotTakingOrdersReason, OfferedPaymentMethod, type SetupChecklistStep, SetupStep, type ShopStatus } from './shop-status.types.js';

/** How the shop was started: what its checklist cannot read from the database. */
export interface ShopSetupFacts {
  /** SMTP_URL is set; otherwise e-mails are written to the outbox folder and reach nobody. */
  mailServer: boolean;
}

/** Whether a shopper can order now and how they can pay (public), and the staff's list of what a new shop still needs. */
export class ShopStatusService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly facts: ShopSetupFacts,
  ) {}

  async status(): Promise<ShopStatus> {
    const checkoutAccount = await hasCheckoutAccount(this.em);
    const reasons = checkoutAccount ? [] : [NotTakingOrdersReason.NO_PAYMENT_ACCOUNT];
    // The account active for checkout is always a PromptPay one (a check constraint on payment_method).
    const paymentMethods = checkoutAccount ? [OfferedPaymentMethod.PROMPTPAY] : [];
    return { takingOrders: reasons.length === 0, reasons, paymentMethods };
  }

  /** Staff who see the Overview see the checklist on it. */
  async setupChecklist(): Promise<SetupChecklistStep[]> {
    await this.auth.authorize(Permission.VIEW_REPORTS);
    const [paymentAccount, firstAdmin] = await Promise.all([
      hasCheckoutAccount(this.em),
      this.em.findOne(Admin, { role: AdminRole.SUPER_ADMIN }, { orderBy: { id: 'asc' }, fields: ['passwordChangedAt'] }),
    ]);
    return [
      { step: SetupStep.PAYMENT_ACCOUNT, done: paymentAccount },
      { step: SetupStep.FIRST_ADMIN_PASSWORD, done: Boolean(firstAdmin?.passwordChangedAt) },
      { step: SetupStep.MAIL_SERVER, done: this.facts.mailServer },
    ];
  }
}
