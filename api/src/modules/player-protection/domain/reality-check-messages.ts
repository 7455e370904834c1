import { dhakaTime, fill } from './protection-messages.js';

/** Reality-check and session-limit answers (English; Bangla in player-protection-messages.bn.ts). */
export const realityCheckMessages = {
  realityCheckMinutes: 'Choose a reality check every 15, 30, 45, 60, 90 or 120 minutes.',
  sessionLimit: 'Choose a session time limit from 1 to 12 hours, or none.',
  nothingToSave: 'Choose how often to see a reality check, or a session time limit.',
  saved: 'Your session settings are saved.',
  action: 'Choose continue, see history or log out.',
  notDue: 'No reality check is due now.',
  continued: 'Your next reality check is at {{time}} (Dhaka time).',
  loggedOut: 'You have been logged out.',
  sessionLimitReached:
    'Your session time limit has been reached and you have been logged out. You can log in again to withdraw or read your messages, or to start a new session.',
  stakeRefused: 'Your session time limit has been reached. Log in again to play.',
} as const;

export const nextCheckMessage = (at: Date): string => fill(realityCheckMessages.continued, { time: dhakaTime(at) });
