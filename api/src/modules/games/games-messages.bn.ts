import { gameCategoryTypes } from '@khela/contracts';
import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/**
 * Bangla of the games module's answers: the public catalogue, a player's favourites and the staff
 * catalogue editor. Keys are the exact English texts; codes and field names stay as the API spells them.
 */
export const gamesBangla: BanglaMessages = {
  // the public catalogue
  'Systems fetched successfully.': 'সিস্টেমের তালিকা সফলভাবে আনা হয়েছে।',
  'Providers fetched successfully.': 'প্রোভাইডারের তালিকা সফলভাবে আনা হয়েছে।',
  [`type must be one of ${gameCategoryTypes.join(', ')}`]: `type এগুলোর একটি হতে হবে: ${gameCategoryTypes.join(', ')}`,

  // favourites
  'Added to favourites.': 'প্রিয় তালিকায় যোগ করা হয়েছে।',
  'Removed from favourites.': 'প্রিয় তালিকা থেকে সরানো হয়েছে।',
  'Game not found.': 'গেমটি পাওয়া যায়নি।',
  'You can keep up to {{max}} favourite games.': 'আপনি সর্বোচ্চ {{max}}টি প্রিয় গেম রাখতে পারবেন।',
  'game_code must be a game code': 'game_code একটি গেম কোড হতে হবে',

  // launch (spec 7 /api/game-run, /api/player-login; spec 8 launch errors)
  'User not logged in': 'ব্যবহারকারী লগ ইন করেননি',
  'This game is not available right now.': 'এই গেমটি এখন খেলা যাচ্ছে না।',
  "This game's provider is not available right now.": 'এই গেমের প্রোভাইডার এখন উপলব্ধ নেই।',
  'Your account is disabled. Please contact support.': 'আপনার অ্যাকাউন্টটি নিষ্ক্রিয় করা হয়েছে। অনুগ্রহ করে সহায়তায় যোগাযোগ করুন।',
  'You cannot play right now.': 'আপনি এখন খেলতে পারবেন না।',
  'isMobileLogin must be true, false, 1 or 0': 'isMobileLogin-এ true, false, 1 অথবা 0 দিতে হবে',
  'gameCode must be a game code': 'gameCode একটি গেম কোড হতে হবে',
  'gameType must be a game type': 'gameType একটি গেমের ধরন হতে হবে',
  'platform must be a platform code': 'platform একটি প্ল্যাটফর্ম কোড হতে হবে',

  // the betting record
  'from must be a date (YYYY-MM-DD)': 'from একটি তারিখ (YYYY-MM-DD) হতে হবে',
  'to must be a date (YYYY-MM-DD)': 'to একটি তারিখ (YYYY-MM-DD) হতে হবে',
  [`game_type must be one of ${gameCategoryTypes.join(', ')}`]: `game_type এগুলোর একটি হতে হবে: ${gameCategoryTypes.join(', ')}`,
  'The dates must be real days, from not after to.': 'তারিখগুলো সত্যিকারের দিন হতে হবে, এবং from যেন to-এর পরে না হয়।',

  // the back-office's rounds and reports
  'Round not found.': 'রাউন্ডটি পাওয়া যায়নি।',
  'player_id must be a player id': 'player_id একটি খেলোয়াড়ের আইডি হতে হবে',
  'provider must be a game provider code': 'provider একটি গেম প্রোভাইডারের কোড হতে হবে',
  'page must be a whole number from 1 to 10000': 'page ১ থেকে ১০০০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে',

  // game providers (games.manage)
  'Game provider not found.': 'গেম প্রোভাইডারটি পাওয়া যায়নি।',
  'Give status, rollback_unknown or launch_url.': 'status, rollback_unknown অথবা launch_url দিন।',
  'This provider serves no such game.': 'এই প্রোভাইডার এমন কোনো গেম চালায় না।',
  'An HMAC secret must be at least 16 characters.': 'HMAC সিক্রেট কমপক্ষে ১৬ অক্ষরের হতে হবে।',
  'The key must be an RSA public key in PEM form, 2048 bits or more.': 'কী-টি PEM আকারে অন্তত ২০৪৮ বিটের একটি RSA পাবলিক কী হতে হবে।',
  'status must be active or disabled': 'status-এ active অথবা disabled দিতে হবে',
  'rollback_unknown must be ok or does_not_exist': 'rollback_unknown-এ ok অথবা does_not_exist দিতে হবে',
  'launch_url must be an http(s) URL': 'launch_url একটি http(s) URL হতে হবে',
  'auth_scheme must be rsa or hmac': 'auth_scheme-এ rsa অথবা hmac দিতে হবে',
  'key must be text': 'key লেখা হতে হবে',
  'key must be at most 8192 characters': 'key সর্বোচ্চ ৮১৯২ অক্ষরের হতে পারে',
  'enabled must be true or false': 'enabled-এ true অথবা false দিতে হবে',
  'stated_rtp must be empty or a percentage from 50.00 to 100.00 with at most two decimals, e.g. "96.50"':
    'stated_rtp খালি, অথবা ৫০.০০ থেকে ১০০.০০-এর মধ্যে দশমিকের পরে সর্বোচ্চ দুই অঙ্কের একটি শতাংশ হতে হবে, যেমন "96.50"',

  // the catalogue editor
  'Provider not found.': 'প্রোভাইডারটি পাওয়া যায়নি।',
  'Provider already exists.': 'এই প্রোভাইডারটি আগে থেকেই আছে।',
  'Game already exists.': 'এই গেমটি আগে থেকেই আছে।',
  'platform must be an existing provider': 'platform-এ আগে থেকে থাকা একটি প্রোভাইডারের কোড দিতে হবে',
  'platform must be 2-20 capital letters, digits or _': 'platform-এ ২ থেকে ২০টি বড় হাতের অক্ষর, সংখ্যা বা _ থাকতে হবে',
  'platform must be a provider platform code': 'platform একটি প্রোভাইডারের প্ল্যাটফর্ম কোড হতে হবে',
  'code must be 2-64 letters, digits, _ . or -': 'code-এ ২ থেকে ৬৪টি অক্ষর, সংখ্যা, _ . বা - থাকতে হবে',
  // the same art rule as content's editors (class-validator fills in the field name for $property)
  '{{field}} must be empty, a /storage/ path from an upload, or an https:// URL':
    '{{field}} খালি, আপলোড থেকে পাওয়া একটি /storage/ পাথ, অথবা একটি https:// URL হতে হবে',
};
