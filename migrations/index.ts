// Every migration, oldest first. A migration is never edited once it has landed: add a new one.
import { SiteSettings1763769600000 } from './1763769600000-site-settings.js';
import { AuthSessions1763769700000 } from './1763769700000-auth-sessions.js';

export const migrations = [SiteSettings1763769600000, AuthSessions1763769700000];
