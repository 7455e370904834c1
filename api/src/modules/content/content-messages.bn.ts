import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/**
 * Bangla of the image-upload refusals (imageRefusals, the upload interceptor). Exported through the
 * module's index: any module that answers with imageRefusals (deposit receipts) can register the same
 * Bangla, since one English text may have only one Bangla in the catalogue.
 */
export const imageRefusalsBangla: BanglaMessages = {
  'Only PNG, JPEG, WebP or GIF images are accepted.': 'শুধু PNG, JPEG, WebP বা GIF ছবি গ্রহণ করা হয়।',
  'Choose an image file to upload.': 'আপলোড করার জন্য একটি ছবির ফাইল বেছে নিন।',
  'The image is larger than {{size}}.': 'ছবিটি {{size}}-এর চেয়ে বড়।',
};

/**
 * Bangla of the content module's answers: site settings, notices, sliders, social links, market block,
 * promotions and staff image uploads. Keys are the exact English texts; field names of validation
 * messages stay as the API spells them (as the platform's own messages do).
 */
export const contentBangla: BanglaMessages = {
  ...imageRefusalsBangla,
  'The upload could not be read. Send multipart/form-data with a file field.':
    'আপলোডটি পড়া যায়নি। file ঘরসহ multipart/form-data হিসেবে পাঠান।',
  'Send one image in the "file" field.': '"file" ঘরে একটি ছবি পাঠান।',
  'The upload is not a valid form.': 'আপলোডটি সঠিক ফর্ম নয়।',

  // image and link fields (class-validator fills in the field name for $property)
  '{{field}} must be empty, a /storage/ path from an upload, or an https:// URL':
    '{{field}} খালি, আপলোড থেকে পাওয়া একটি /storage/ পাথ, অথবা একটি https:// URL হতে হবে',
  '{{field}} must be empty, a site path (/...) or an http(s) URL': '{{field}} খালি, সাইটের একটি পাথ (/...) অথবা একটি http(s) URL হতে হবে',

  // general settings
  'livechat_license must be letters, digits, _ or -': 'livechat_license-এ শুধু অক্ষর, সংখ্যা, _ বা - থাকতে পারে',
  'tawk_property_id must be letters, digits, _ or -': 'tawk_property_id-তে শুধু অক্ষর, সংখ্যা, _ বা - থাকতে পারে',
  'tawk_widget_id must be letters, digits, _ or -': 'tawk_widget_id-তে শুধু অক্ষর, সংখ্যা, _ বা - থাকতে পারে',
  'support_phone must be a phone number': 'support_phone একটি ফোন নম্বর হতে হবে',

  // sliders
  'Slider not found.': 'স্লাইডারটি পাওয়া যায়নি।',
  'Slider deleted.': 'স্লাইডার মুছে ফেলা হয়েছে।',
  'ids must list every {{type}} slider exactly once.': 'ids-এ প্রতিটি {{type}} স্লাইডার ঠিক একবার করে থাকতে হবে।',

  // social links
  'Social link not found.': 'সোশ্যাল লিংকটি পাওয়া যায়নি।',
  'Social link deleted.': 'সোশ্যাল লিংক মুছে ফেলা হয়েছে।',

  // promotions
  'Promotion not found.': 'প্রোমোশনটি পাওয়া যায়নি।',
  'Promotion deleted.': 'প্রোমোশন মুছে ফেলা হয়েছে।',
  'The end date must not be before the start date.': 'শেষের তারিখ শুরুর তারিখের আগে হতে পারবে না।',
  'start_date must be a date (YYYY-MM-DD)': 'start_date একটি তারিখ (YYYY-MM-DD) হতে হবে',
  'end_date must be a date (YYYY-MM-DD)': 'end_date একটি তারিখ (YYYY-MM-DD) হতে হবে',
  'categories must be ids of the promotion categories': 'categories-এ শুধু প্রোমোশনের ধরনগুলোর আইডি দেওয়া যাবে',
};
