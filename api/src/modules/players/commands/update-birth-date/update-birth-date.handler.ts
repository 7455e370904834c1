import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { birthDateMessages, decideBirthDate, dhakaDate } from '../../domain/birth-date.js';
import { fail, type PlayerResult } from '../../domain/player-failure.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { UpdateBirthDateCommand } from './update-birth-date.command.js';

@CommandHandler(UpdateBirthDateCommand)
export class UpdateBirthDateHandler implements ICommandHandler<UpdateBirthDateCommand, PlayerResult<{ dofb: string }>> {
  constructor(@Inject(PlayersRepository) private readonly players: PlayersRepository) {}

  async execute({ playerId, dofb, now }: UpdateBirthDateCommand): Promise<PlayerResult<{ dofb: string }>> {
    const player = await this.players.findById(playerId);
    if (!player) return fail('unauthenticated', 'Unauthenticated.');
    const decision = decideBirthDate(player.dofb, dofb, dhakaDate(now));
    if (!decision.ok) return fail(decision.conflict ? 'conflict' : 'invalid', decision.message, { errors: { dofb: [decision.message] } });
    // Saved only while empty, so two racing saves cannot both win.
    if (!(await this.players.setBirthDateOnce(playerId, decision.birthDate))) {
      return fail('conflict', birthDateMessages.alreadySet, { errors: { dofb: [birthDateMessages.alreadySet] } });
    }
    return { ok: true, dofb: decision.birthDate };
  }
}
