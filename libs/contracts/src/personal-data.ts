/**
 * Personal data (issue 23): a player's data exported for staff (a subject access request), and the
 * anonymisation of a closed account once the retention period has passed. Inventory: docs/personal-data.md.
 */

/** Why an account cannot be anonymised now (each has the spec-style sentence in `refusal`). */
export const anonymiseBlockers = [
  'already_anonymised',
  'not_closed',
  'exclusion_in_force',
  'balance_not_zero',
  'retention_not_passed',
] as const;
export type AnonymiseBlocker = (typeof anonymiseBlockers)[number];

/** GET /api/admin/players/{id}/personal-data: where the account stands for anonymisation. */
export interface StaffPersonalDataStatus {
  player_id: string;
  /** The username now (the anonymisation's confirmation asks staff to type it). */
  username: string;
  /** `locked` is what "closed" means today: there is no other way to close an account. */
  status: 'active' | 'locked';
  /** The latest of sign-up, log-in, money movement, payment request and chat message (ISO, UTC). */
  last_activity_at: string;
  /** last_activity_at + PLAYER_DATA_RETENTION_DAYS: the earliest anonymisation. */
  retention_ends_at: string;
  retention_days: number;
  /** Every wallet account of the player is at zero. */
  balance_zero: boolean;
  anonymised_at: string | null;
  /** Null when anonymisation is allowed now; otherwise the first reason it is not, with its sentence. */
  blocker: AnonymiseBlocker | null;
  refusal: string | null;
}

/** POST /api/admin/players/{id}/personal-data/export: why the data is exported (kept in the audit row). */
export interface StaffPlayerDataExportRequest {
  reason: string;
}

/** One table's rows of the player in an export; `truncated` when more than the per-table cap exist. */
export interface PlayerDataExportSection {
  table: string;
  purpose: string;
  rows: Record<string, unknown>[];
  truncated: boolean;
}

/** The export document (a JSON file). */
export interface StaffPlayerDataExport {
  format: 'khela-player-data/1';
  player_id: string;
  exported_at: string;
  exported_by: string;
  sections: PlayerDataExportSection[];
  /** Files held about the player (KYC images, receipts, chat images): listed, not included. */
  files: { table: string; kind: string; created_at: string | null }[];
}

/** POST /api/admin/players/{id}/anonymise */
export interface StaffAnonymisePlayerRequest {
  reason: string;
  /** The account's current username, typed by staff: the confirmation that they mean this account. */
  confirm_username: string;
}

export interface StaffAnonymisePlayerAnswer {
  message: string;
  status: StaffPersonalDataStatus;
}
