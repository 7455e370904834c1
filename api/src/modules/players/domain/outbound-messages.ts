/** Texts the players module sends by e-mail and SMS, in English and Bangla. Codes stay in ASCII digits. */
export type MessageLanguage = 'en' | 'bn';
export type MessageChannel = 'email' | 'sms';
export type MessageKind = 'verification-code' | 'password-reset-code';

const texts: Record<MessageKind, Record<MessageLanguage, { subject: string; body: (code: string) => string }>> = {
  'verification-code': {
    en: {
      subject: 'Your Khela verification code',
      body: (code) => `Your Khela verification code is ${code}. It is valid for 10 minutes. Never share it with anyone.`,
    },
    bn: {
      subject: 'আপনার খেলা যাচাইকরণ কোড',
      body: (code) => `আপনার খেলা যাচাইকরণ কোড ${code}। কোডটি ১০ মিনিট বৈধ থাকবে। কাউকে এই কোড জানাবেন না।`,
    },
  },
  'password-reset-code': {
    en: {
      subject: 'Your Khela password reset code',
      body: (code) =>
        `Your Khela password reset code (OTP) is ${code}. It is valid for 10 minutes. If you did not ask to reset your password, ignore this message.`,
    },
    bn: {
      subject: 'খেলা পাসওয়ার্ড রিসেট কোড',
      body: (code) =>
        `আপনার খেলা পাসওয়ার্ড রিসেট কোড (OTP) ${code}। কোডটি ১০ মিনিট বৈধ থাকবে। আপনি পাসওয়ার্ড রিসেট করতে না চাইলে এই বার্তাটি উপেক্ষা করুন।`,
    },
  },
};

export function renderMessage(kind: MessageKind, language: MessageLanguage, code: string): { subject: string; body: string } {
  const t = texts[kind][language];
  return { subject: t.subject, body: t.body(code) };
}

/** What staff, logs and the outbox table see in place of a one-time code. */
export const maskedCode = '••••••';

export const isMessageKind = (purpose: string): purpose is MessageKind => Object.hasOwn(texts, purpose);

/**
 * Any run of 4+ ASCII digits masked: a second guard for texts shown to staff (rows written before codes
 * were kept out of the outbox). Bangla numerals (১০ মিনিট) and short numbers stay.
 */
export const maskCodes = (text: string): string => text.replace(/[0-9]{4,}/g, maskedCode);

/** `Accept-Language: bn...` picks Bangla for this request; otherwise the player's saved language, else English. */
export function pickLanguage(acceptLanguage: string | undefined, saved?: string | null): MessageLanguage {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase();
  if (first?.startsWith('bn')) return 'bn';
  if (first?.startsWith('en')) return 'en';
  return saved === 'bn' ? 'bn' : 'en';
}
