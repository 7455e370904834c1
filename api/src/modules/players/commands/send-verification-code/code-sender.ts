import type { CodeSentResponse } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { RandomSource } from '../../../../platform/clock/random-source.js';
import type { MessageChannel, MessageKind, MessageLanguage } from '../../domain/outbound-messages.js';
import { fail, type PlayerResult } from '../../domain/player-failure.js';
import { codeMessages, codePolicy, newCode, type CodePurpose } from '../../domain/verification-code.js';
import { PlayerMessenger } from '../../messaging/player-messenger.js';
import { VerificationCodesStore } from '../../persistence/verification-codes.store.js';

export interface CodeDestination {
  playerId: string;
  channel: MessageChannel;
  recipient: string;
  language: MessageLanguage;
}

/** Issues a one-time code: the 300 s resend wait first, then the code in Redis, then the message. */
@Injectable()
export class CodeSender {
  constructor(
    @Inject(VerificationCodesStore) private readonly codes: VerificationCodesStore,
    @Inject(PlayerMessenger) private readonly messenger: PlayerMessenger,
    @Inject(RandomSource) private readonly random: RandomSource,
  ) {}

  async send(purpose: CodePurpose, to: CodeDestination): Promise<PlayerResult<CodeSentResponse>> {
    const slot = await this.codes.claimSend(purpose, to.playerId);
    if (!slot.ok) return fail('too_many', codeMessages.wait(slot.waitSeconds), { retryAfterSeconds: slot.waitSeconds });
    try {
      const code = newCode((below) => this.random.int(0, below));
      await this.codes.save(purpose, to.playerId, to.recipient, code);
      const kind: MessageKind = purpose === 'reset-password' ? 'password-reset-code' : 'verification-code';
      await this.messenger.sendCode(to, kind, code);
    } catch (error) {
      await this.codes.releaseSend(purpose, to.playerId);
      throw error;
    }
    const where = to.channel === 'email' ? 'e-mail address' : 'phone';
    return { ok: true, message: `A verification code has been sent to your ${where}.`, retry_after: codePolicy.resendAfterSeconds };
  }
}
