import type { PlayerLoginResponse } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { desktopMessages, toDesktopErrors, validateDesktopRegistration } from '../../domain/desktop-registration-rules.js';
import { invalid, type PlayerResult } from '../../domain/player-failure.js';
import { validateMobileSignUp } from '../../domain/sign-up-rules.js';
import { CaptchaStore } from '../../persistence/captcha.store.js';
import { SignUpService } from '../sign-up/sign-up.service.js';
import { RegisterDesktopCommand } from './register-desktop.command.js';

@CommandHandler(RegisterDesktopCommand)
export class RegisterDesktopHandler implements ICommandHandler<RegisterDesktopCommand, PlayerResult<{ login: PlayerLoginResponse }>> {
  constructor(
    @Inject(SignUpService) private readonly service: SignUpService,
    @Inject(CaptchaStore) private readonly captchas: CaptchaStore,
  ) {}

  async execute({ payload, captchaId, client }: RegisterDesktopCommand): Promise<PlayerResult<{ login: PlayerLoginResponse }>> {
    const form = validateDesktopRegistration(payload);
    if (!form.ok) return invalid(form.errors);
    // The captcha is spent by this check whatever the outcome: one image, one try.
    if (!captchaId || !(await this.captchas.take(captchaId, form.captcha))) return invalid({ captcha: [desktopMessages.captchaWrong] });
    const checked = validateMobileSignUp(form.signUp);
    if (!checked.ok) return invalid(toDesktopErrors(checked.errors));
    const result = await this.service.signUp(checked.input, 'desktop', client);
    if (!result.ok) return result.errors ? { ...result, errors: toDesktopErrors(result.errors) } : result;
    return { ok: true, login: result.login };
  }
}
