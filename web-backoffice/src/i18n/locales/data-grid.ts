import type { Translation } from '@khela/web-kit';

/** The shared data grid (components/data-grid): filters, sorting, column choice, CSV export, states. */
export const dataGridEn = {
  filters: 'Filters',
  filter: 'Filter',
  clear: 'Clear',
  any: 'Any',
  columns: 'Columns',
  export: 'Export CSV',
  exporting: 'Exporting… {{rows}} of {{total}} rows',
  exported: 'Exported {{rows}} rows.',
  exportTruncated: 'Only the first {{rows}} rows were exported; narrow the filters for the rest.',
  exportFailed: 'The export failed: {{message}}',
  loadFailed: 'Could not load the list: {{message}}',
  retry: 'Try again',
  empty: 'Nothing matches these filters.',
  sortBy: 'Sort by {{column}}',
  keyboardHint: 'Arrow keys move between rows; Enter opens the row.',
} as const;

export const dataGridBn: Translation<typeof dataGridEn> = {
  filters: 'ফিল্টার',
  filter: 'ফিল্টার করুন',
  clear: 'মুছে ফেলুন',
  any: 'সব',
  columns: 'কলাম',
  export: 'CSV ডাউনলোড',
  exporting: 'ডাউনলোড হচ্ছে… {{total}}টির মধ্যে {{rows}}টি সারি',
  exported: '{{rows}}টি সারি ডাউনলোড হয়েছে।',
  exportTruncated: 'শুধু প্রথম {{rows}}টি সারি ডাউনলোড হয়েছে; বাকিগুলোর জন্য ফিল্টার আরও সরু করুন।',
  exportFailed: 'ডাউনলোড ব্যর্থ হয়েছে: {{message}}',
  loadFailed: 'তালিকা লোড করা যায়নি: {{message}}',
  retry: 'আবার চেষ্টা করুন',
  empty: 'এই ফিল্টারে কিছু মেলেনি।',
  sortBy: '{{column}} অনুযায়ী সাজান',
  keyboardHint: 'তীর চিহ্নের কী দিয়ে সারি বদলান; Enter চাপলে সারিটি খুলবে।',
};
