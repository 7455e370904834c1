import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FairVerifyAnswer } from '@khela/contracts';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { verifyRound, type VerifyRequest } from '../domain/verify-round.js';
import { FairVerifyQuery } from './dto/fair-verify.dto.js';

/** Public on purpose: anyone, signed in or not, may recompute any round from its revealed inputs. */
@ApiTags('originals')
@Controller('api/fair')
export class FairVerifyController {
  @Get('verify')
  @ApiAnswer('FairVerifyAnswer', {
    example: {
      success: true,
      data: {
        game: 'dice',
        server_seed: 'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55',
        server_seed_hash: 'cb443550ecb5b191a2f6a1202f1cc9c6ccf6d0abd6327663302839aca4a7de32',
        client_seed: 'LuckyClientSeed777',
        nonce: 2,
        float: 0.5365416235290468,
        roll: 53.65,
      },
    },
  })
  @ApiOperation({
    summary:
      'Recomputes a round of Khela Originals: dice, limbo, mines, slot from serverSeed, clientSeed, nonce (Stake-compatible floats), crash from hash and salt (bustabit v2).',
  })
  verify(@Query() query: FairVerifyQuery): FairVerifyAnswer {
    return { success: true, data: verifyRound(query as VerifyRequest) };
  }
}
