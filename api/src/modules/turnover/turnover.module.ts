import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { LedgerModule } from '../ledger/index.js';
import { RegisterTurnoverRequirementHandler } from './commands/register-requirement/register-turnover-requirement.handler.js';
import { RegisterTurnoverReactor } from './events/register-turnover.reactor.js';
import { TurnoverPlayerController } from './http/turnover.player.controller.js';
import { TurnoverProjector } from './projection/turnover-projector.js';
import { HasActiveTurnoverHandler, ListTurnoverTicketsHandler } from './queries/list-tickets/turnover-queries.handler.js';
import { turnoverBangla } from './turnover-messages.bn.js';

/** Turnover tickets: requirements registered when payments approves a deposit (a reactor), tickets projected from the ledger (a projection registered with it). */
@Module({
  imports: [LedgerModule],
  controllers: [TurnoverPlayerController],
  providers: [
    TurnoverProjector,
    RegisterTurnoverRequirementHandler,
    RegisterTurnoverReactor,
    ListTurnoverTicketsHandler,
    HasActiveTurnoverHandler,
  ],
})
export class TurnoverModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(turnoverBangla);
  }
}
