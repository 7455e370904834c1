import type { Translation } from './en';

export const bn: Translation = {
  loading: 'লোড হচ্ছে…',
  login: 'লগইন',
  signup: 'সাইন আপ',
  notice: 'নোটিশ',
  retry: 'আবার চেষ্টা করুন',
  languageLabel: 'ভাষা',
  loadFailed: 'সাইটটি লোড করা যায়নি।',
  maintenance: 'সাইটে এখন রক্ষণাবেক্ষণের কাজ চলছে!',
  welcomeTitle: '{{title}}-এ স্বাগতম',
  welcomeText: 'টাকায় ক্রিকেট এক্সচেঞ্জ, স্পোর্টস, ক্যাসিনো ও স্লট। খেলতে সাইন আপ বা লগইন করুন।',
  notFoundTitle: 'পেজটি পাওয়া যায়নি',
  backHome: 'হোমে ফিরে যান',
};
