import { Global, Inject, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AssignStaffRolesHandler } from './commands/assign-staff-roles/assign-staff-roles.handler.js';
import { ConfirmTotpEnrolmentHandler } from './commands/confirm-totp-enrolment/confirm-totp-enrolment.handler.js';
import { CreateStaffHandler } from './commands/create-staff/create-staff.handler.js';
import { CreateStaffRoleHandler } from './commands/create-staff-role/create-staff-role.handler.js';
import { SetStaffIpAllowlistHandler } from './commands/set-staff-ip-allowlist/set-staff-ip-allowlist.handler.js';
import { UpdateStaffRoleHandler } from './commands/update-staff-role/update-staff-role.handler.js';
import { DeleteStaffRoleHandler } from './commands/delete-staff-role/delete-staff-role.handler.js';
import { SetRoleIpAllowlistHandler } from './commands/set-role-ip-allowlist/set-role-ip-allowlist.handler.js';
import { ResetStaff2faHandler } from './commands/reset-staff-2fa/reset-staff-2fa.handler.js';
import { SetStaffStatusHandler } from './commands/set-staff-status/set-staff-status.handler.js';
import { SignInStaffHandler } from './commands/sign-in-staff/sign-in-staff.handler.js';
import { SignOutStaffHandler } from './commands/sign-out-staff/sign-out-staff.handler.js';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { backofficeBangla } from './backoffice-messages.bn.js';
import { StaffWrite } from './commands/staff-write.js';
import { StaffLoginAttempts } from './commands/staff-login-attempts.js';
import { StaffSessionIssuer } from './commands/staff-session-issuer.js';
import { StartTotpEnrolmentHandler } from './commands/start-totp-enrolment/start-totp-enrolment.handler.js';
import { StaffSocketRoomsReactor } from './events/staff-socket-rooms.reactor.js';
import { AuditController } from './http/audit.controller.js';
import { StaffAuditInterceptor } from './http/staff-audit.interceptor.js';
import { StaffAuthController } from './http/staff-auth.controller.js';
import { StaffPermissionGuard } from './http/staff-permission.guard.js';
import { PermissionStaffRoomPolicy } from './http/staff-room-policy.js';
import { STAFF_ROOM_POLICY } from '../../platform/realtime/staff-rooms.port.js';
import { StaffRolesController } from './http/staff-roles.controller.js';
import { StaffUsersController } from './http/staff-users.controller.js';
import { AuditLog } from './persistence/audit-log.js';
import { StaffSignInLimitsStore } from './persistence/staff-sign-in-limits.store.js';
import { StaffRolesRepository } from './persistence/staff-roles.repository.js';
import { StaffUsersRepository } from './persistence/staff-users.repository.js';
import { GetStaffHandler } from './queries/get-staff/get-staff.handler.js';
import { ListAuditHandler } from './queries/list-audit/list-audit.handler.js';
import { ListStaffHandler } from './queries/list-staff/list-staff.handler.js';
import { ListStaffRolesHandler } from './queries/list-staff-roles/list-staff-roles.handler.js';
import { EnrolmentTokens } from './security/enrolment-tokens.js';
import { PasswordHasher } from './security/password-hasher.js';
import { Totp } from './security/totp.js';
import { TotpSecretCipher } from './security/totp-secret-cipher.js';
import { DemoStaffSeed } from './seed/demo-staff.seed.js';

/**
 * Staff accounts, roles and permissions, staff sign-in with TOTP, and the audit log. Its guard and
 * audit interceptor are global (APP_GUARD / APP_INTERCEPTOR) and act on every route under /api/admin,
 * whichever module declares it. Global so any module's staff use case can inject `StaffWrite` and record
 * its own before/after (and publish its events) in the transaction of its change.
 */
@Global()
@Module({
  controllers: [StaffAuthController, StaffUsersController, StaffRolesController, AuditController],
  providers: [
    StaffUsersRepository,
    StaffRolesRepository,
    AuditLog,
    PasswordHasher,
    Totp,
    TotpSecretCipher,
    EnrolmentTokens,
    StaffSessionIssuer,
    StaffLoginAttempts,
    StaffSignInLimitsStore,
    StaffWrite,
    SignInStaffHandler,
    StartTotpEnrolmentHandler,
    ConfirmTotpEnrolmentHandler,
    SignOutStaffHandler,
    CreateStaffHandler,
    AssignStaffRolesHandler,
    SetStaffStatusHandler,
    ResetStaff2faHandler,
    CreateStaffRoleHandler,
    UpdateStaffRoleHandler,
    DeleteStaffRoleHandler,
    SetRoleIpAllowlistHandler,
    SetStaffIpAllowlistHandler,
    ListStaffHandler,
    ListStaffRolesHandler,
    GetStaffHandler,
    ListAuditHandler,
    DemoStaffSeed,
    StaffSocketRoomsReactor,
    { provide: STAFF_ROOM_POLICY, useClass: PermissionStaffRoomPolicy },
    { provide: APP_GUARD, useClass: StaffPermissionGuard },
    { provide: APP_INTERCEPTOR, useClass: StaffAuditInterceptor },
  ],
  exports: [STAFF_ROOM_POLICY, AuditLog, StaffWrite],
})
export class BackofficeModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(backofficeBangla);
  }
}
