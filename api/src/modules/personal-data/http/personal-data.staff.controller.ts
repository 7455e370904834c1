import type { StaffAnonymisePlayerAnswer, StaffPersonalDataStatus, StaffPlayerDataExport } from '@khela/contracts';
import { Body, Controller, Get, HttpCode, HttpException, Inject, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { Audit, AuditLog, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { AnonymisePlayer } from '../commands/anonymise-player/anonymise-player.js';
import { personalDataMessages as m } from '../domain/personal-data-messages.js';
import { exportPlayerData } from '../queries/export-player-data/export-player-data.js';
import { personalDataStatus } from '../queries/personal-data-status/personal-data-status.js';
import { AnonymisePlayerDto, PlayerDataExportDto } from './personal-data.dto.js';

const playerIdPattern = /^\d{1,18}$/;
const notFound = () => new NotFoundException({ message: m.notFound });

/**
 * Personal data of one player, for staff (issue 23): where the account stands for anonymisation (players.read),
 * the export of everything held about the player (players.data_export) and the anonymisation of a closed
 * account after the retention period (players.anonymise). Both actions are audited with the reason given.
 */
@ApiTags('admin: personal data')
@Controller('api/admin/players')
export class PersonalDataStaffController {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(AuditLog) private readonly audit: AuditLog,
    @Inject(AnonymisePlayer) private readonly anonymise: AnonymisePlayer,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':id/personal-data')
  @RequirePermission('players.read')
  @ApiAnswer('StaffPersonalDataStatus', { errors: { 404: 'No such player.' } })
  @ApiOperation({
    summary:
      'Where the account stands for anonymisation: closed (locked) or not, last activity, the end of the retention period ' +
      '(PLAYER_DATA_RETENTION_DAYS after it), balances at zero, and the first reason it cannot be anonymised now.',
  })
  async status(@Param('id') id: string): Promise<StaffPersonalDataStatus> {
    if (!playerIdPattern.test(id)) throw notFound();
    const status = await personalDataStatus(this.pool, id, this.clock.now(), this.config.PLAYER_DATA_RETENTION_DAYS);
    if (!status) throw notFound();
    return status;
  }

  @Post(':id/personal-data/export')
  @HttpCode(200)
  @RequirePermission('players.data_export')
  @ApiAnswer('StaffPlayerDataExport', { errors: { 404: 'No such player.' } })
  @ApiOperation({
    summary:
      'Everything held about the player as one JSON document (a subject access request): profile, sessions, money, bets, ' +
      'payments, chat, inbox, KYC status, limits, staff actions; files listed, not included. Audited with the reason.',
  })
  async export(
    @Param('id') id: string,
    @Body() body: PlayerDataExportDto,
    @Audit() audit: AuditContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StaffPlayerDataExport> {
    if (!playerIdPattern.test(id)) throw notFound();
    const document = await inTransaction(this.pool, async (db) => {
      // One snapshot for every section; the audit row commits with the read, so no export goes unrecorded.
      await db.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const { rowCount } = await db.query(`SELECT 1 FROM players WHERE id = $1::bigint`, [id]);
      if (!rowCount) return undefined;
      const exported = await exportPlayerData(db, id, audit.actorUsername ?? '', this.clock.now());
      await this.audit.record(
        audit,
        {
          action: 'player.data_export',
          targetKind: 'player',
          targetId: id,
          after: {
            reason: body.reason,
            sections: exported.sections.length,
            rows: exported.sections.reduce((n, s) => n + s.rows.length, 0),
          },
        },
        db,
      );
      return exported;
    });
    if (!document) throw notFound();
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', `attachment; filename="player-${id}-data.json"`);
    return document;
  }

  @Post(':id/anonymise')
  @HttpCode(200)
  @RequirePermission('players.anonymise')
  @ApiAnswer('StaffAnonymisePlayerAnswer', {
    errors: {
      404: 'No such player.',
      409: 'Not closed, a time-out or self-exclusion in force, a balance not zero, the retention period not over, or already anonymised.',
      422: "The username typed is not the account's.",
    },
  })
  @ApiOperation({
    summary:
      'Irreversibly replace the personal data of a closed (locked) account whose last activity is older than ' +
      'PLAYER_DATA_RETENTION_DAYS and whose balances are all zero; files deleted; the ledger untouched. Audited.',
  })
  async anonymisePlayer(
    @Param('id') id: string,
    @Body() body: AnonymisePlayerDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffAnonymisePlayerAnswer> {
    if (!playerIdPattern.test(id)) throw notFound();
    const result = await this.anonymise.run(id, body.confirm_username, body.reason, audit);
    if (!result.ok) throw new HttpException({ message: result.message }, result.status);
    const status = await personalDataStatus(this.pool, id, this.clock.now(), this.config.PLAYER_DATA_RETENTION_DAYS);
    return { message: result.message, status: status! };
  }
}
