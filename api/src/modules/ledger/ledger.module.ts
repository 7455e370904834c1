import { Module } from '@nestjs/common';
import { LedgerAccounts } from './accounts/ledger-accounts.js';
import { LedgerAppendSignal } from './append/ledger-append-signal.js';
import { LedgerStore } from './append/ledger-store.js';
import { AccountStatementReader } from './projections/account-statement.reader.js';
import { ProjectionRunner } from './projections/projection-runner.js';

/** The money ledger: accounts, the append path, projections and the verifier. No HTTP of its own. */
@Module({
  providers: [LedgerStore, LedgerAppendSignal, LedgerAccounts, AccountStatementReader, ProjectionRunner],
  exports: [LedgerStore, LedgerAccounts, AccountStatementReader],
})
export class LedgerModule {}
