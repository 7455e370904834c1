import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { LedgerModule } from '../ledger/index.js';
import { walletCommandHandlers } from './commands/wallet-command-handlers.js';
import { WalletCommandExecutor } from './commands/wallet-command-executor.js';
import { BalancePushesReactor } from './events/balance-pushes.reactor.js';
import { WalletPlayerController } from './http/wallet.player.controller.js';
import { GetMainBalanceHandler } from './queries/get-main-balance/get-main-balance.handler.js';
import { GetStatementHandler } from './queries/get-statement/get-statement.handler.js';
import { GetWalletHandler } from './queries/get-wallet/get-wallet.handler.js';
import { PlayActivityHandler, PlayTotalsHandler } from './queries/play-activity/play-activity.handler.js';
import { MoneyTotalsHandler } from './queries/money-totals/money-totals.handler.js';
import { PlayMovesBetweenHandler } from './queries/play-moves-between/play-moves-between.handler.js';
import { LoyaltyMoneyByDayHandler } from './queries/loyalty-money-by-day/loyalty-money-by-day.handler.js';
import { WalletStreamReader } from './persistence/wallet-stream.reader.js';
import { walletBangla } from './wallet-messages.bn.js';
import { BalancePollFastPath } from './http/balance-poll.fast-path.js';

/** Player wallets on the ledger: every money use case as a command, balances and statements as queries. */
@Module({
  imports: [LedgerModule],
  controllers: [WalletPlayerController],
  providers: [
    WalletCommandExecutor,
    WalletStreamReader,
    ...walletCommandHandlers,
    GetWalletHandler,
    GetMainBalanceHandler,
    GetStatementHandler,
    PlayActivityHandler,
    PlayTotalsHandler,
    MoneyTotalsHandler,
    PlayMovesBetweenHandler,
    LoyaltyMoneyByDayHandler,
    BalancePushesReactor,
    BalancePollFastPath,
  ],
  exports: [BalancePollFastPath],
})
export class WalletModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(walletBangla);
  }
}
