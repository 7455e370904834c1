import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { LedgerAccounts } from './accounts/ledger-accounts.js';
import { LedgerAppendSignal } from './append/ledger-append-signal.js';
import { LedgerStore } from './append/ledger-store.js';
import { BalanceCache } from './balances/balance-cache.js';
import { AccountStatementReader } from './projections/account-statement.reader.js';
import { LedgerProjectionRegistry } from './projections/ledger-projection-registry.js';
import { ledgerProjections } from './projections/ledger-projections.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import { ledgerBangla } from './ledger-messages.bn.js';

/**
 * The money ledger: accounts, the append path, projections and the verifier. No HTTP of its own.
 * Other modules add read models by registering them with the exported LedgerProjectionRegistry.
 */
@Module({
  providers: [
    LedgerStore,
    LedgerAppendSignal,
    LedgerAccounts,
    BalanceCache,
    AccountStatementReader,
    LedgerProjectionRegistry,
    ProjectionRunner,
  ],
  exports: [LedgerStore, LedgerAccounts, BalanceCache, AccountStatementReader, LedgerProjectionRegistry],
})
export class LedgerModule implements OnModuleInit {
  constructor(
    @Inject(LedgerProjectionRegistry) private readonly projections: LedgerProjectionRegistry,
    @Inject(MessageCatalog) messages: MessageCatalog,
  ) {
    messages.register(ledgerBangla);
  }

  /** The ledger's own read models go through the same registration as every other module's. */
  onModuleInit(): void {
    for (const projection of ledgerProjections()) this.projections.register(projection);
  }
}
