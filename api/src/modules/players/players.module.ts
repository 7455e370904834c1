import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { AddPhoneHandler } from './commands/add-phone/add-phone.handler.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { LockPlayerHandler } from './commands/lock-player/lock-player.handler.js';
import { LogInHandler } from './commands/log-in/log-in.handler.js';
import { SessionIssuer } from './commands/log-in/session-issuer.js';
import { LogOutHandler } from './commands/log-out/log-out.handler.js';
import { MarkPhoneVerifiedHandler } from './commands/mark-phone-verified/mark-phone-verified.handler.js';
import { RegisterDesktopHandler } from './commands/register-desktop/register-desktop.handler.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { CodeSender } from './commands/send-verification-code/code-sender.js';
import { SendStaffPasswordResetHandler } from './commands/send-staff-password-reset/send-staff-password-reset.handler.js';
import { SendVerificationCodeHandler } from './commands/send-verification-code/send-verification-code.handler.js';
import { SignUpHandler } from './commands/sign-up/sign-up.handler.js';
import { SignUpService } from './commands/sign-up/sign-up.service.js';
import { UnlockPlayerHandler } from './commands/unlock-player/unlock-player.handler.js';
import { UpdateBirthDateHandler } from './commands/update-birth-date/update-birth-date.handler.js';
import { VerifyEmailHandler } from './commands/verify-email/verify-email.handler.js';
import { CodeChecker } from './commands/verify-phone/code-checker.js';
import { VerifyPhoneHandler } from './commands/verify-phone/verify-phone.handler.js';
import { PlayersAccessController } from './http/players.access.controller.js';
import { PlayersPasswordController } from './http/players.password.controller.js';
import { PlayersStaffController } from './http/players.staff.controller.js';
import { Players360StaffController } from './http/players.360.staff.controller.js';
import { AddStaffNote } from './commands/add-staff-note/add-staff-note.js';
import { TagPlayer } from './commands/tag-player/tag-player.js';
import { PruneLoginHistoryJob } from './jobs/prune-login-history.job.js';
import { LinkedAccountsRepository } from './persistence/linked-accounts.repository.js';
import { LoginHistoryRepository } from './persistence/login-history.repository.js';
import { PlayerTagsRepository } from './persistence/player-tags.repository.js';
import { StaffNotesRepository } from './persistence/staff-notes.repository.js';
import { PlayersProfileController } from './http/players.profile.controller.js';
import { RateLimitGuard } from './http/rate-limit.guard.js';
import { ConfiguredMessageSender } from './messaging/configured-message-sender.js';
import { DeliverMessageJob } from './messaging/deliver-message.job.js';
import { MESSAGE_SENDER } from './messaging/message-sender.js';
import { PlayerMessenger } from './messaging/player-messenger.js';
import { AttemptCountersStore } from './persistence/attempt-counters.store.js';
import { CaptchaStore } from './persistence/captcha.store.js';
import { OutboxSecretsStore } from './persistence/outbox-secrets.store.js';
import { OutboxRepository } from './persistence/outbox.repository.js';
import { PlayerPhonesRepository } from './persistence/player-phones.repository.js';
import { PlayersRepository } from './persistence/players.repository.js';
import { VerificationCodesStore } from './persistence/verification-codes.store.js';
import { GetPlayerStandingHandler } from './queries/get-player-standing/get-player-standing.handler.js';
import { CountLockedPlayersHandler } from './queries/count-locked/count-locked.handler.js';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler.js';
import { GetStaffPlayerHandler } from './queries/get-staff-player/get-staff-player.handler.js';
import { ListOtherPhonesHandler } from './queries/list-other-phones/list-other-phones.handler.js';
import { ListOutboxHandler } from './queries/list-outbox/list-outbox.handler.js';
import { SearchPlayersHandler } from './queries/search-players/search-players.handler.js';
import { playersBangla } from './players-messages.bn.js';
import { PasswordHasher } from './security/password-hasher.js';
import { DemoPlayersSeed } from './seed/demo-players.seed.js';
import { BirthDateBeforeDepositVeto } from './vetoes/birth-date-before-deposit.veto.js';

/**
 * Players: sign-up, login, sessions, profile, verification codes, extra phones, passwords, the message outbox,
 * and the back-office's player search, profile and account actions; the birth-date check before a deposit
 * (a `payments.deposit-request` veto, issue 16); Player 360's log-in history, linked accounts, staff notes and tags (issue 22).
 */
@Module({
  controllers: [
    PlayersAccessController,
    PlayersProfileController,
    PlayersPasswordController,
    PlayersStaffController,
    Players360StaffController,
  ],
  providers: [
    PlayersRepository,
    PlayerPhonesRepository,
    OutboxRepository,
    OutboxSecretsStore,
    VerificationCodesStore,
    CaptchaStore,
    AttemptCountersStore,
    PasswordHasher,
    SessionIssuer,
    SignUpService,
    CodeSender,
    CodeChecker,
    PlayerMessenger,
    DeliverMessageJob,
    { provide: MESSAGE_SENDER, useClass: ConfiguredMessageSender },
    RateLimitGuard,
    SignUpHandler,
    RegisterDesktopHandler,
    LogInHandler,
    LogOutHandler,
    UpdateBirthDateHandler,
    SendVerificationCodeHandler,
    VerifyEmailHandler,
    VerifyPhoneHandler,
    AddPhoneHandler,
    ChangePasswordHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    SendStaffPasswordResetHandler,
    LockPlayerHandler,
    UnlockPlayerHandler,
    MarkPhoneVerifiedHandler,
    GetProfileHandler,
    GetPlayerStandingHandler,
    CountLockedPlayersHandler,
    GetStaffPlayerHandler,
    SearchPlayersHandler,
    ListOtherPhonesHandler,
    ListOutboxHandler,
    // Player 360 (issue 22): log-in history, linked accounts, staff notes and tags
    LoginHistoryRepository,
    LinkedAccountsRepository,
    StaffNotesRepository,
    PlayerTagsRepository,
    AddStaffNote,
    TagPlayer,
    PruneLoginHistoryJob,
    DemoPlayersSeed,
    BirthDateBeforeDepositVeto,
  ],
})
export class PlayersModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(playersBangla);
  }
}
