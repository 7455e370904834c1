import type { Translation } from '@khela/web-kit';

/** The outbox: e-mails and SMS to players (verification and reset codes). */
export const outboxEn = {
  title: 'Outbox',
  codesHidden: 'One-time codes are hidden (••••••): only the player receives them, by SMS or e-mail.',
  codeExpired: 'The code expired before it could be delivered; the player can ask for a new one.',
  recipient: 'Recipient',
  recipientPlaceholder: 'e-mail or phone',
  channel: 'Channel',
  status: 'Status',
  any: 'any',
  /** Filter options. */
  channels: {
    email: 'e-mail',
    sms: 'SMS',
  },
  loggedNoGateway: 'logged (no gateway)',
  /** Channel and status of a message as the table shows them. */
  channelCell: {
    email: 'email',
    sms: 'sms',
  },
  statuses: {
    queued: 'queued',
    sent: 'sent',
    logged: 'logged',
    failed: 'failed',
  },
  columns: {
    created: 'Created (Dhaka)',
    channel: 'Channel',
    recipient: 'Recipient',
    player: 'Player',
    purpose: 'Purpose',
    language: 'Lang',
    message: 'Message',
    status: 'Status',
    tries: 'Tries',
    sent: 'Sent',
  },
  empty: 'No messages match these filters.',
} as const;

export const outboxBn: Translation<typeof outboxEn> = {
  title: 'আউটবক্স',
  codesHidden: 'এককালীন কোড লুকানো থাকে (••••••): শুধু খেলোয়াড় এসএমএস বা ই-মেইলে কোডটি পান।',
  codeExpired: 'পাঠানোর আগেই কোডটির মেয়াদ শেষ হয়ে গেছে; খেলোয়াড় নতুন কোড চাইতে পারেন।',
  recipient: 'প্রাপক',
  recipientPlaceholder: 'ই-মেইল বা ফোন',
  channel: 'মাধ্যম',
  status: 'অবস্থা',
  any: 'যেকোনো',
  channels: {
    email: 'ই-মেইল',
    sms: 'এসএমএস',
  },
  loggedNoGateway: 'লগ করা হয়েছে (গেটওয়ে নেই)',
  channelCell: {
    email: 'ই-মেইল',
    sms: 'এসএমএস',
  },
  statuses: {
    queued: 'পাঠানোর অপেক্ষায়',
    sent: 'পাঠানো হয়েছে',
    logged: 'লগ করা হয়েছে',
    failed: 'ব্যর্থ',
  },
  columns: {
    created: 'তৈরির সময় (ঢাকা)',
    channel: 'মাধ্যম',
    recipient: 'প্রাপক',
    player: 'খেলোয়াড়',
    purpose: 'উদ্দেশ্য',
    language: 'ভাষা',
    message: 'বার্তা',
    status: 'অবস্থা',
    tries: 'চেষ্টা',
    sent: 'পাঠানোর সময়',
  },
  empty: 'এই ফিল্টারে কোনো বার্তা মেলেনি।',
};
