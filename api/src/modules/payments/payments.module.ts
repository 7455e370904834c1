import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { AdjustBalance } from './commands/adjust-balance/adjust-balance.js';
import { ReviewDeposit } from './commands/review-deposit/review-deposit.js';
import { ReviewWithdrawal } from './commands/review-withdrawal/review-withdrawal.js';
import { SubmitDeposit } from './commands/submit-deposit/submit-deposit.js';
import { HoldWithdrawal } from './commands/submit-withdrawal/hold-withdrawal.js';
import { SubmitWithdrawal } from './commands/submit-withdrawal/submit-withdrawal.js';
import { ReceiptStore } from './commands/upload-receipts/receipt-store.js';
import { UploadReceipts } from './commands/upload-receipts/upload-receipts.js';
import { AdjustmentReactor } from './events/adjustment.reactor.js';
import { PaymentPushesReactor } from './events/payment-pushes.reactor.js';
import { SettleDepositReactor } from './events/settle-deposit.reactor.js';
import { WithdrawalHoldReactor } from './events/withdrawal-hold.reactor.js';
import { WithdrawalMoneyReactor } from './events/withdrawal-money.reactor.js';
import { EwalletDeposits } from './ewallet/ewallet-deposits.js';
import { EWALLET_GATEWAY, HttpEwalletGateway } from './ewallet/ewallet-gateway.port.js';
import { EwalletPaymentsRepository } from './ewallet/ewallet-payments.repository.js';
import { EwalletController } from './http/ewallet.controller.js';
import { PaymentsPlayerController } from './http/payments.player.controller.js';
import { PaymentsStaffController } from './http/payments.staff.controller.js';
import { StaffWalletController } from './http/staff-wallet.controller.js';
import { ReceivingNumbersStaffController } from './http/receiving-numbers.staff.controller.js';
import { ManageReceivingNumbers } from './commands/manage-receiving-numbers/manage-receiving-numbers.js';
import { PaymentMethodsStaffController } from './http/payment-methods.staff.controller.js';
import { SwitchPaymentMethod } from './commands/switch-payment-method/switch-payment-method.js';
import { ReceivingNumbersRepository } from './persistence/receiving-numbers.repository.js';
import { PayoutsStaffController } from './http/payouts.staff.controller.js';
import { MarkPayoutsPaid } from './commands/mark-payouts-paid/mark-payouts-paid.js';
import { PayoutBatchQuery } from './queries/payout-batch/payout-batch.js';
import { ReceiptsUploadInterceptor } from './http/receipts-upload.interceptor.js';
import { StaffIdempotencyInterceptor } from './http/staff-idempotency.js';
import { DepositsRepository } from './persistence/deposits.repository.js';
import { PaymentMethodsRepository } from './persistence/payment-methods.repository.js';
import { StaffAdjustmentsRepository } from './persistence/staff-adjustments.repository.js';
import { StaffIdempotencyRepository } from './persistence/staff-idempotency.repository.js';
import { StaffIdempotencyRetentionRepository } from './persistence/staff-idempotency-retention.repository.js';
import { PruneIdempotencyKeysJob } from './jobs/prune-idempotency-keys.job.js';
import { WithdrawalsRepository } from './persistence/withdrawals.repository.js';
import { DhakaClock } from './ports/dhaka-clock.js';
import { PaymentNotifier } from './ports/payment-notifier.js';
import { PlayerFactsReader } from './ports/player-facts.js';
import { GeneralSettingsWithdrawalSwitch, WITHDRAWAL_SWITCH } from './ports/withdrawal-switch.js';
import { PaymentReports } from './queries/payment-reports/payment-reports.js';
import { PlayerWalletReader } from './queries/player-wallet/player-wallet.js';
import { PaymentQueue } from './queries/payment-queue/payment-queue.js';
import { TransactionRecords } from './queries/transaction-records/transaction-records.js';
import { WithdrawalFactsReader } from './queries/withdrawal-eligibility/withdrawal-facts.js';
import { DemoPaymentMethodsSeed } from './seed/demo-payment-methods.seed.js';
import { paymentsBangla } from './payments-messages.bn.js';
import { DepositsCountedHandler } from './queries/deposits-counted/deposits-counted.handler.js';
import { LifetimeDepositsHandler } from './queries/lifetime-deposits/lifetime-deposits.handler.js';
import { VipWithdrawalLimitsVeto } from './vetoes/vip-withdrawal-limits.veto.js';
import { PaymentActivityHandler } from './queries/payment-activity/payment-activity.handler.js';
import { PendingPaymentsByAgeHandler } from './queries/pending-by-age/pending-by-age.handler.js';

/** Payment methods and receiving numbers, manual deposits, withdrawals and the finance queue. */
@Module({
  controllers: [
    PaymentsPlayerController,
    PaymentsStaffController,
    StaffWalletController,
    EwalletController,
    ReceivingNumbersStaffController,
    PaymentMethodsStaffController,
    PayoutsStaffController,
  ],
  providers: [
    PaymentMethodsRepository,
    ReceivingNumbersRepository,
    ManageReceivingNumbers,
    SwitchPaymentMethod,
    PayoutBatchQuery,
    MarkPayoutsPaid,
    DepositsRepository,
    WithdrawalsRepository,
    PaymentNotifier,
    PlayerFactsReader,
    DhakaClock,
    { provide: WITHDRAWAL_SWITCH, useClass: GeneralSettingsWithdrawalSwitch },
    ReceiptStore,
    ReceiptsUploadInterceptor,
    SubmitDeposit,
    UploadReceipts,
    ReviewDeposit,
    SubmitWithdrawal,
    HoldWithdrawal,
    ReviewWithdrawal,
    WithdrawalFactsReader,
    PaymentQueue,
    TransactionRecords,
    DemoPaymentMethodsSeed,
    { provide: EWALLET_GATEWAY, useClass: HttpEwalletGateway },
    EwalletPaymentsRepository,
    EwalletDeposits,
    StaffAdjustmentsRepository,
    AdjustBalance,
    StaffIdempotencyRepository,
    StaffIdempotencyRetentionRepository,
    PruneIdempotencyKeysJob,
    StaffIdempotencyInterceptor,
    PlayerWalletReader,
    PaymentReports,
    DepositsCountedHandler,
    LifetimeDepositsHandler,
    VipWithdrawalLimitsVeto,
    PaymentActivityHandler,
    PendingPaymentsByAgeHandler,
    // reactors (worker role): settlement, holds, withdrawal money, adjustments, pushes
    SettleDepositReactor,
    WithdrawalHoldReactor,
    WithdrawalMoneyReactor,
    AdjustmentReactor,
    PaymentPushesReactor,
  ],
})
export class PaymentsModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(paymentsBangla);
  }
}
