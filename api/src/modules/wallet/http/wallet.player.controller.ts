import { Controller, Get, HttpCode, Inject, NotFoundException, Post, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatMoney, type BalanceResponse, type StatementPage, type WalletResponse } from '@khela/contracts';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { GetMainBalanceQuery } from '../queries/get-main-balance/get-main-balance.query.js';
import { GetStatementQuery } from '../queries/get-statement/get-statement.query.js';
import { GetWalletQuery } from '../queries/get-wallet/get-wallet.query.js';
import { StatementQueryDto } from './dto/statement-query.dto.js';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';

const walletNotFound = () => new NotFoundException({ message: 'Wallet not found.' });

/** The signed-in player's own wallet. Identity comes from the bearer token only. */
@ApiTags('wallet')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api')
export class WalletPlayerController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  // Spec section 7: POST, polled every 10 s; a 401 logs the player out (the guard answers it).
  @Post('balance')
  @ApiAnswer('BalanceResponse')
  @ApiNoBody()
  @HttpCode(200)
  @ApiOperation({ summary: 'Main wallet balance, e.g. { "balance": "2500.00" }.' })
  async balance(@CurrentSubject() subject: AuthenticatedSubject): Promise<BalanceResponse> {
    // From the ledger's balance cache: a read after a write sees it, and most polls cost no query.
    const main = await this.queries.execute(new GetMainBalanceQuery(subject.id));
    // A player whose wallet is not open yet has nothing: zero, not an error the site would log out on.
    return { balance: formatMoney(main ?? 0n) };
  }

  @Get('wallet')
  @ApiAnswer('WalletResponse')
  @ApiOperation({
    summary:
      'Every account of the wallet: main, held (pending withdrawals), exposure (open lay bets), bonus, cash rewards, and withdrawable (main only).',
  })
  async wallet(@CurrentSubject() subject: AuthenticatedSubject): Promise<WalletResponse> {
    const wallet = await this.queries.execute(new GetWalletQuery(subject.id));
    if (!wallet) throw walletNotFound();
    return {
      currency: wallet.currency,
      main: formatMoney(wallet.balances.main),
      held: formatMoney(wallet.balances.held),
      exposure: formatMoney(wallet.balances.exposure),
      bonus: formatMoney(wallet.balances.bonus),
      cash_rewards: formatMoney(wallet.balances.cash_rewards),
      withdrawable: formatMoney(wallet.withdrawable),
    };
  }

  @Get('wallet/statement')
  @ApiAnswer('StatementPage')
  @ApiOperation({ summary: 'Statement of one account (main by default), newest first, with the balance after each line.' })
  async statement(@CurrentSubject() subject: AuthenticatedSubject, @Query() query: StatementQueryDto): Promise<StatementPage> {
    const page = await this.queries.execute(
      new GetStatementQuery({
        playerId: subject.id,
        account: query.account ?? 'main',
        page: query.page ?? 1,
        perPage: query.per_page ?? 20,
        ...(query.type ? { type: query.type } : {}),
        ...(query.from ? { from: new Date(query.from) } : {}),
        ...(query.to ? { to: new Date(query.to) } : {}),
      }),
    );
    if (!page) throw walletNotFound();
    return page;
  }
}
