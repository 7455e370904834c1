import type { Translation } from '@khela/web-kit';

/** Texts of the shared components (dialogs, pager, loading, error pages). */
export const commonEn = {
  loading: 'Loading…',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  close: 'Close',
  working: 'Working…',
  pager: {
    label: 'Pages',
    range: '{{first}}–{{last}} of {{total}}',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}} of {{lastPage}}',
  },
  appError: {
    title: 'Unexpected Application Error!',
    reload: 'Reload the back office',
  },
  notFound: {
    title: 'Page not found',
    text: 'This back-office page does not exist.',
    home: 'Go to the home page',
  },
  language: {
    label: 'Language',
    en: 'English',
    bn: 'বাংলা',
  },
} as const;

export const commonBn: Translation<typeof commonEn> = {
  loading: 'লোড হচ্ছে…',
  cancel: 'বাতিল',
  edit: 'সম্পাদনা',
  delete: 'মুছুন',
  close: 'বন্ধ করুন',
  working: 'কাজ চলছে…',
  pager: {
    label: 'পাতা',
    range: '{{total}}টির মধ্যে {{first}}–{{last}}',
    previous: 'আগের',
    next: 'পরের',
    page: '{{lastPage}} পাতার মধ্যে {{page}} নম্বর',
  },
  appError: {
    title: 'অপ্রত্যাশিত ত্রুটি!',
    reload: 'ব্যাক অফিস আবার লোড করুন',
  },
  notFound: {
    title: 'পাতাটি পাওয়া যায়নি',
    text: 'ব্যাক অফিসে এই পাতাটি নেই।',
    home: 'হোম পাতায় যান',
  },
  language: {
    label: 'ভাষা',
    en: 'English',
    bn: 'বাংলা',
  },
};
