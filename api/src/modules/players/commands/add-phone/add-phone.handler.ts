import type { OtherPhone } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { text } from '../../domain/field-errors.js';
import { fail, invalid, type PlayerResult } from '../../domain/player-failure.js';
import { normalisePhone, phoneProblem } from '../../domain/sign-up-rules.js';
import { PlayerPhonesRepository } from '../../persistence/player-phones.repository.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { AddPhoneCommand } from './add-phone.command.js';

/** A player holds at most this many extra numbers (deposit and withdrawal accounts come from them). */
export const maxExtraPhones = 5;

@CommandHandler(AddPhoneCommand)
export class AddPhoneHandler implements ICommandHandler<AddPhoneCommand, PlayerResult<{ message: string; data: OtherPhone }>> {
  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(PlayerPhonesRepository) private readonly phones: PlayerPhonesRepository,
  ) {}

  async execute({ playerId, phone: value }: AddPhoneCommand): Promise<PlayerResult<{ message: string; data: OtherPhone }>> {
    const raw = text(value).trim();
    const problem = phoneProblem(raw);
    if (problem) return invalid({ phone: [problem] });
    const phone = normalisePhone(raw);
    const player = await this.players.findById(playerId);
    if (!player) return fail('unauthenticated', 'Unauthenticated.');
    const already = 'This phone number is already on your account.';
    if (phone === player.phone) return fail('conflict', already, { errors: { phone: [already] } });
    const added = await this.phones.add(playerId, phone, maxExtraPhones);
    if (added === 'exists') return fail('conflict', already, { errors: { phone: [already] } });
    if (added === 'full') return fail('conflict', `You can add at most ${maxExtraPhones} phone numbers.`);
    return {
      ok: true,
      message: 'Phone number added. Please verify it.',
      data: { id: Number(added.id), contract_value: added.phone, isverify: 0 },
    };
  }
}
