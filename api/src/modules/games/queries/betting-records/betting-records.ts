import {
  formatMoney,
  gameCategoryTitles,
  gameCategoryTypes,
  type BettingRecordsAnswer,
  type BettingRecordTypesAnswer,
  type GameCategoryType,
} from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock.js';
import { dhakaRange } from '../../domain/dhaka-days.js';
import { BettingRecordsRepository } from '../../persistence/betting-records.repository.js';
import { CatalogueRepository } from '../../persistence/catalogue.repository.js';

/** The betting record (game type titles as the catalogue names them) (spec 3, 2.3 Settled tab): the caller's closed rounds, and what they can filter by. */
@Injectable()
export class BettingRecords {
  constructor(
    @Inject(BettingRecordsRepository) private readonly records: BettingRecordsRepository,
    @Inject(CatalogueRepository) private readonly catalogue: CatalogueRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async list(
    playerId: string,
    f: { from?: string; to?: string; platform?: string; gameType?: GameCategoryType },
  ): Promise<{ ok: true; answer: BettingRecordsAnswer } | { ok: false; error: 'bad_range' }> {
    const range = dhakaRange(this.clock.now(), f.from, f.to);
    if (range === 'invalid') return { ok: false, error: 'bad_range' };
    const rounds = await this.records.closedRounds({
      playerId,
      ...range,
      ...(f.platform ? { platform: f.platform } : {}),
      ...(f.gameType ? { gameType: f.gameType } : {}),
    });
    return {
      ok: true,
      answer: {
        data: rounds.map((r) => ({
          id: r.id,
          platform: r.platform,
          game_type: r.gameType,
          game_code: r.gameCode,
          game_name: r.gameName,
          bet_amount: formatMoney(r.bet),
          winAmount: formatMoney(r.win),
          created_at: r.closedAt.toISOString(),
        })),
      },
    };
  }

  async types(): Promise<BettingRecordTypesAnswer> {
    const providers = await this.catalogue.providers();
    return {
      platforms: providers.map((p) => ({ platform: p.platform, name: p.name })),
      game_types: gameCategoryTypes.map((type) => ({ type, title: gameCategoryTitles[type] })),
    };
  }
}
