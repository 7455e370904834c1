import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/**
 * Bangla of the ledger's answers. The ledger has no HTTP of its own and answers other modules with
 * refusal codes (insufficient_funds, version_conflict, ...), never texts: the wallet words them for
 * people (its ledgerMessages, in the wallet's Bangla). A ledger text that can reach a user belongs here.
 */
export const ledgerBangla: BanglaMessages = {};
