import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from './modules/auth/index.js';
import { BackofficeModule } from './modules/backoffice/index.js';
import { ContentModule } from './modules/content/index.js';
import { ExchangeModule } from './modules/exchange/index.js';
import { GamesModule } from './modules/games/index.js';
import { InboxModule } from './modules/inbox/index.js';
import { ChatModule } from './modules/chat/index.js';
import { OriginalsModule } from './modules/originals/index.js';
import { LedgerModule } from './modules/ledger/index.js';
import { OperationsModule } from './modules/operations/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { PlayerProtectionModule } from './modules/player-protection/index.js';
import { PlayersModule } from './modules/players/index.js';
import { TurnoverModule } from './modules/turnover/index.js';
import { VipModule } from './modules/vip/index.js';
import { KycModule } from './modules/kyc/index.js';
import { ReferralModule } from './modules/referral/index.js';
import { ReportsModule } from './modules/reports/index.js';
import { PersonalDataModule } from './modules/personal-data/index.js';
import { WalletModule } from './modules/wallet/index.js';
import { ClockModule } from './platform/clock/clock.module.js';
import { ConfigModule } from './platform/config/config.module.js';
import type { AppConfig } from './platform/config/load-config.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { EventsModule } from './platform/events/events.module.js';
import { EventRetentionModule } from './platform/events/event-retention.module.js';
import { I18nModule } from './platform/i18n/i18n.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { HealthController } from './platform/health/health.controller.js';
import { QueueModule } from './platform/queues/queue.module.js';
import { GatewaysModule, RealtimeModule } from './platform/realtime/realtime.module.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { TracingModule } from './platform/tracing/tracing.module.js';
import { DemoSeedRunner } from './platform/seed/demo-seeder.js';

/** The whole application. The socket.io gateways load only where HTTP is served (api and all roles). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(),
        RedisModule,
        I18nModule,
        QueueModule,
        MetricsModule,
        TracingModule,
        ClockModule,
        EventsModule,
        EventRetentionModule,
        RealtimeModule,
        DiscoveryModule,
        CqrsModule.forRoot(),
        AuthModule,
        BackofficeModule,
        ContentModule,
        GamesModule,
        LedgerModule,
        WalletModule,
        PlayersModule,
        PaymentsModule,
        PlayerProtectionModule,
        TurnoverModule,
        VipModule,
        KycModule,
        ReferralModule,
        ReportsModule,
        PersonalDataModule,
        OperationsModule,
        ExchangeModule,
        InboxModule,
        ChatModule,
        OriginalsModule,
        ...(config.ROLE === 'worker' ? [] : [GatewaysModule]),
      ],
      controllers: config.ROLE === 'worker' ? [] : [HealthController],
      providers: [DemoSeedRunner],
    };
  }
}
