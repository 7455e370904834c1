import { Body, ConflictException, Controller, Get, HttpCode, Inject, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OriginalsRotateAnswer, OriginalsSeedPairAnswer } from '@khela/contracts';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { SeedsRepository } from '../persistence/seeds.repository.js';
import { ClientSeedBody } from './dto/client-seed.dto.js';
import { presentActiveSeed, presentRevealedSeed } from './present-seed.js';
import { seedMessages } from '../domain/seed-messages.js';

/**
 * The caller's provably fair seeds (issue 19). Identity from the token only: there is no id to aim at
 * another player's seeds. The server seed is shown only as its SHA-256 until rotated out.
 */
@ApiTags('originals')
@ApiBearerAuth()
@Controller('api/originals/seeds')
@UseGuards(PlayerAuthGuard)
export class SeedsPlayerController {
  constructor(@Inject(SeedsRepository) private readonly seeds: SeedsRepository) {}

  @Get()
  @ApiAnswer('OriginalsSeedPairAnswer')
  @ApiOperation({
    summary: "The caller's active seed pair: the hashed server seed, the client seed and the next nonce (made on first use).",
  })
  async current(@CurrentSubject() subject: AuthenticatedSubject): Promise<OriginalsSeedPairAnswer> {
    return { success: true, data: presentActiveSeed(await this.seeds.active(subject.id)) };
  }

  @Put('client-seed')
  @ApiAnswer('OriginalsSeedPairAnswer')
  @ApiOperation({ summary: 'Changes the client seed of the active pair; the server seed and the nonce count stay.' })
  async changeClientSeed(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: ClientSeedBody): Promise<OriginalsSeedPairAnswer> {
    return { success: true, data: presentActiveSeed(await this.seeds.changeClientSeed(subject.id, body.client_seed)) };
  }

  @Post('rotate')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('OriginalsRotateAnswer', { errors: { 409: 'A mines game is in play: its board comes from the active server seed.' } })
  @ApiOperation({ summary: 'Reveals the active server seed (so every bet under it can be checked) and commits a new one.' })
  async rotate(@CurrentSubject() subject: AuthenticatedSubject): Promise<OriginalsRotateAnswer> {
    const rotated = await this.seeds.rotate(subject.id);
    if (rotated === 'mines_in_play') throw new ConflictException({ message: seedMessages.minesInPlay });
    const { revealed, active } = rotated;
    return { success: true, data: { revealed: presentRevealedSeed(revealed), active: presentActiveSeed(active) } };
  }
}
