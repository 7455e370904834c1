import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import type { OriginalsClientSeedRequest } from '@khela/contracts';
import { clientSeedPattern, seedMessages } from '../../domain/seed-messages.js';

/** `PUT /api/originals/seeds/client-seed`. */
export class ClientSeedBody implements OriginalsClientSeedRequest {
  @ApiProperty({ example: 'my lucky seed', description: '1-64 characters: letters, digits, spaces, - _ or .' })
  @IsString({ message: seedMessages.clientSeed })
  @Matches(clientSeedPattern, { message: seedMessages.clientSeed })
  client_seed!: string;
}
