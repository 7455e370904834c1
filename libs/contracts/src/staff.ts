/** Staff (back-office) identity: roles, permissions, sign-in, staff management and the audit log. */

/**
 * The roles seeded by the migrations (issue 22: roles are data now; admins create more in the back-office).
 * `admin` is locked: it holds every permission, including ones added to the catalogue later.
 */
export const staffRoles = ['admin', 'finance', 'support', 'content', 'risk', 'trader'] as const;
export type DefaultStaffRole = (typeof staffRoles)[number];
/** A role's key: one of the seeded defaults or a role an admin created (lower-case letters, digits, dashes). */
export type StaffRole = string;

/**
 * Every permission a staff route can require. The role -> permission table lives in the api
 * (backoffice/domain/permissions.ts); the back-office only reads the list `/api/admin/me` returns.
 */
export const staffPermissions = [
  'session', // every signed-in staff member: /me, logout
  'staff.read',
  'staff.manage',
  'staff.roles', // roles as data: create roles and edit their permissions (only with permissions one holds) (issue 22)
  'audit.read',
  'players.read',
  'players.lock',
  'players.verify',
  'players.password_reset',
  'players.notes', // Player 360: read and add staff's internal notes on a player (append-only, audited) (issue 22)
  'players.tags', // Player 360: add and remove tags on a player ("VIP watch", "bonus abuser"), audited (issue 22)
  'outbox.read',
  'payments.read',
  'payments.approve',
  'promotions.approve', // finance's half of promotion maker-checker: approve or reject money-term changes
  'wallet.adjust',
  'payments.channels', // payment channels: add, edit, rotate and switch off receiving numbers, set their daily caps (issue 22)
  'chat.view', // support chat: the queue, conversations, transcripts and search, the player's recent money beside it
  'chat.answer', // support chat: take, transfer, answer, close and reopen, presence, canned replies
  'content.manage',
  'risk.review',
  'reports.read',
  'events.manage', // platform event reactors: lag, dead letters, retry
  'games.manage', // game providers (status, keys, rollback rule, launch URL) and their games on/off
  'rg.view', // responsible gaming: a player's limits, exclusions, their history and reality-check answers
  'rg.manage', // responsible gaming: a stricter limit or a time-out / self-exclusion for a player, with a reason
  'exchange.view', // exchange: events and markets as the feed and traders left them, feed health
  'exchange.trade', // exchange: suspend / resume / close a market, set a result, bookmaker and fancy prices and limits
  'inbox.broadcast', // inbox: send (or schedule) a message to every player, a segment or one player; see delivery counts
  'loyalty.manage', // VIP levels' rates and cash-back, referral reward tiers and limits (money terms: admin's by default)
  'kyc.review', // KYC: see players' identity documents, approve, reject with a reason, ask for them again (issue 22)
  'kyc.rules', // KYC: when a withdrawal needs an approved KYC (an amount, lifetime deposits); admin's by default (issue 22)
  'players.data_export', // personal data: export everything held about one player as JSON, audited (issue 23); admin's by default
  'players.anonymise', // personal data: anonymise a closed account after the retention period, irreversible, audited (issue 23); admin's
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

export type StaffStatus = 'active' | 'disabled';

/** POST /api/admin/auth/login */
export interface StaffLoginRequest {
  username: string;
  password: string;
  /** Current 6-digit authenticator code; may be empty for a first sign-in that needs enrolment. */
  otp: string;
}

export interface StaffSessionStaff {
  id: string;
  username: string;
  display_name: string;
  roles: StaffRole[];
}

/**
 * A completed sign-in: who signed in and until when. The session token itself is not in the body: it comes
 * as the HttpOnly cookie `khela_staff_session` (API clients read it from Set-Cookie and send it as a bearer
 * token), with the readable `khela_staff_csrf` cookie the back-office echoes in `X-CSRF-Token`.
 */
export interface StaffSession {
  expires_at: string;
  staff: StaffSessionStaff;
}

/** POST /api/admin/session/socket-ticket: connects one /staff socket (`auth: { ticket }`) within `expires_in` seconds. */
export interface StaffSocketTicket {
  ticket: string;
  expires_in: number;
}

/** Password was right but the account has no authenticator yet: enrol first (10 minutes). */
export interface StaffEnrolmentRequired {
  enrolment_required: true;
  enrolment_token: string;
}

export type StaffLoginResponse = StaffSession | StaffEnrolmentRequired;

/** POST /api/admin/auth/2fa/enrol { enrolment_token } */
export interface StaffEnrolmentStart {
  otpauth_url: string;
  qr_data_url: string;
  /** Base32 secret for typing into an app that cannot scan. */
  secret: string;
  issuer: string;
  account: string;
}

/** POST /api/admin/auth/2fa/confirm { enrolment_token, code } answers a StaffSession. */
export interface StaffEnrolmentConfirm {
  enrolment_token: string;
  code: string;
}

/** GET /api/admin/me */
export interface StaffMe extends StaffSessionStaff {
  /** The union of the permissions of every role the member holds. */
  permissions: StaffPermission[];
  /** Each held role's display name, by key (a created role has no translation of its own). */
  role_names?: Record<StaffRole, string>;
}

/** A staff account as staff management shows it (never the password hash or TOTP secret). */
export interface StaffUserView {
  id: string;
  username: string;
  display_name: string;
  roles: StaffRole[];
  /** Addresses (CIDR) the member may use the back-office from; empty: any address. */
  ip_allowlist: string[];
  status: StaffStatus;
  totp_enabled: boolean;
  locked_until: string | null;
  last_login_at: string | null;
  created_at: string;
}

export interface Page<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export type StaffUserPage = Page<StaffUserView>;

/** POST /api/admin/staff */
export interface CreateStaffRequest {
  username: string;
  display_name: string;
  roles: StaffRole[];
  password: string;
}

/** One row of the staff audit log. */
export interface AuditEntry {
  id: string;
  at: string;
  actor_id: string | null;
  actor_username: string | null;
  actor_roles: StaffRole[];
  action: string;
  target_kind: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  request_id: string | null;
}

/** GET /api/admin/audit?actor&action&target_kind&target_id&from&to&page&per_page, newest first. */
export type AuditPage = Page<AuditEntry>;

/** A role as the roles pages show it (GET /api/admin/roles). */
export interface StaffRoleView {
  key: StaffRole;
  name: string;
  description: string;
  /** Seeded by the migrations (the six roles of before issue 22). */
  builtin: boolean;
  /** `admin`: holds every permission, now and later; cannot be edited. */
  locked: boolean;
  permissions: StaffPermission[];
  /** Active staff members holding the role. */
  active_holders: number;
  /**
   * CIDR blocks the role's holders may use the back-office from (issue 22); empty: any address. A member must be
   * inside their own list and the list of every role they hold that has one.
   */
  ip_allowlist: string[];
  updated_at: string;
}

/** POST /api/admin/roles (the key is made from the name) and PUT /api/admin/roles/:key. */
export interface StaffRoleRequest {
  name: string;
  description: string;
  permissions: StaffPermission[];
}

/** PUT /api/admin/staff/:id/ip-allowlist: CIDR blocks (or single addresses); an empty list lifts the restriction. */
export interface StaffIpAllowListRequest {
  cidrs: string[];
}
