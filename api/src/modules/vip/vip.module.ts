import { Module } from '@nestjs/common';
import { RecordStakesReactor } from './events/record-stakes.reactor.js';
import { RollUpPointsJob } from './jobs/roll-up-points.job.js';
import { VipLevelsRepository } from './persistence/vip-levels.repository.js';
import { VipPointsRepository } from './persistence/vip-points.repository.js';

/** VIP (issue 21): points from settled stakes (a reactor records them, an hourly job rolls them up), levels from lifetime points. */
@Module({
  providers: [VipPointsRepository, VipLevelsRepository, RecordStakesReactor, RollUpPointsJob],
})
export class VipModule {}
