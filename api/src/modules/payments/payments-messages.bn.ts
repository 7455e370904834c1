import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/**
 * Bangla of the payments module's answers: players (deposits, withdrawals, receipts, e-wallet) and
 * finance staff (review, maker-checker, balance adjustments, reports). Words as the player site and the
 * back office use them: ডিপোজিট, উত্তোলন for players, উইথড্র for staff, খেলোয়াড়, অ্যাডজাস্টমেন্ট.
 * The spec's own Bengali deposit messages (account number, TRX ID) are Bangla already and have no entry.
 * Texts shared with the wallet module ('Insufficient balance.', 'A reason is required.', ...) must have
 * the same Bangla there: two different Bangla texts for one English text stop the API at start-up.
 */
export const paymentsBangla: BanglaMessages = {
  // depositMessages
  'Please verify your phone number first.': 'অনুগ্রহ করে আগে আপনার ফোন নম্বর যাচাই করুন।',
  'You already have a deposit request pending. Please wait for it to be processed before making another deposit.':
    'আপনার একটি ডিপোজিট অনুরোধ অপেক্ষমাণ আছে। নতুন ডিপোজিট করার আগে সেটি সম্পন্ন হওয়া পর্যন্ত অপেক্ষা করুন।',
  'Please fill in your amount.': 'অনুগ্রহ করে পরিমাণ লিখুন।',
  'The deposit amount must be between 100.00 and 25,000.00.': 'ডিপোজিটের পরিমাণ ১০০.০০ থেকে ২৫,০০০.০০ টাকার মধ্যে হতে হবে।',
  'Amounts can have at most two decimal places.': 'পরিমাণে দশমিকের পরে সর্বোচ্চ দুই ঘর থাকতে পারে।',
  'Please select a valid payment method.': 'অনুগ্রহ করে একটি সঠিক পেমেন্ট পদ্ধতি বেছে নিন।',
  'This payment method is switched off right now. Please choose another one.':
    'এই পেমেন্ট পদ্ধতিটি এখন বন্ধ আছে। অনুগ্রহ করে অন্য একটি বেছে নিন।',
  'Please select a Deposit channel.': 'অনুগ্রহ করে একটি ডিপোজিট চ্যানেল বেছে নিন।',
  'Only your registered (verified) phone numbers can be used.': 'শুধু আপনার নিবন্ধিত (যাচাই করা) ফোন নম্বরই ব্যবহার করা যাবে।',
  'This transaction ID has already been used.': 'এই ট্রানজ্যাকশন আইডি আগেই ব্যবহার করা হয়েছে।',
  'Please select a valid promotion.': 'অনুগ্রহ করে একটি সঠিক প্রমোশন বেছে নিন।',
  "The amount is below this promotion's minimum deposit.": 'পরিমাণটি এই প্রমোশনের সর্বনিম্ন ডিপোজিটের চেয়ে কম।',
  'Deposit submitted successfully.': 'ডিপোজিট সফলভাবে জমা হয়েছে।',

  // withdrawalMessages
  'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.':
    'আপনার একটি উত্তোলনের অনুরোধ অপেক্ষমাণ আছে। নতুন উত্তোলনের অনুরোধ করার আগে সেটি সম্পন্ন হওয়া পর্যন্ত অপেক্ষা করুন।',
  'Amount is required.': 'পরিমাণ দিতে হবে।',
  'Account number is required.': 'অ্যাকাউন্ট নম্বর দিতে হবে।',
  'Please select your payment method.': 'অনুগ্রহ করে আপনার পেমেন্ট পদ্ধতি বেছে নিন।',
  'Please set your Date of Birth in your profile before you withdraw.': 'উত্তোলনের আগে অনুগ্রহ করে আপনার প্রোফাইলে জন্মতারিখ দিন।',
  'You must be 18 or older to withdraw. Please check your Date of Birth.':
    'উত্তোলন করতে আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে। অনুগ্রহ করে আপনার জন্মতারিখ দেখে নিন।',
  'Please complete your turnover and try again.': 'অনুগ্রহ করে আপনার টার্নওভার সম্পূর্ণ করে আবার চেষ্টা করুন।',
  'No widthdraw methods available. Try again later.': 'এখন কোনো উত্তোলন পদ্ধতি নেই। পরে আবার চেষ্টা করুন।',
  'The withdrawal amount must be between 500.00 and 25,000.00.': 'উত্তোলনের পরিমাণ ৫০০.০০ থেকে ২৫,০০০.০০ টাকার মধ্যে হতে হবে।',
  'Insufficient balance.': 'পর্যাপ্ত ব্যালেন্স নেই।',
  'Please choose one of your verified phone numbers.': 'অনুগ্রহ করে আপনার যাচাই করা ফোন নম্বরগুলোর একটি বেছে নিন।',
  'You can withdraw.': 'আপনি উত্তোলন করতে পারবেন।',
  'Your withdrawal request has been submitted.': 'আপনার উত্তোলনের অনুরোধ জমা হয়েছে।',

  // reviewMessages (finance)
  'Deposit request not found.': 'ডিপোজিট অনুরোধটি পাওয়া যায়নি।',
  'Withdrawal request not found.': 'উইথড্র অনুরোধটি পাওয়া যায়নি।',
  'This withdrawal is still being set up. Try again in a moment.': 'এই উইথড্রটি এখনও প্রস্তুত হচ্ছে। একটু পরে আবার চেষ্টা করুন।',
  'This request was already rejected.': 'এই অনুরোধটি আগেই প্রত্যাখ্যান করা হয়েছে।',
  'This request was already approved.': 'এই অনুরোধটি আগেই অনুমোদন করা হয়েছে।',
  'A reason is required.': 'কারণ লিখতে হবে।',
  'Enter the payout reference.': 'পেআউট রেফারেন্স লিখুন।',
  'Approved: the deposit is being credited.': 'অনুমোদিত: ডিপোজিটের টাকা ব্যালেন্সে যোগ করা হচ্ছে।',
  'Approved once: a second, different finance user must confirm.': 'প্রথম অনুমোদন হয়েছে: ফাইন্যান্সের অন্য একজনকে নিশ্চিত করতে হবে।',
  'Rejected.': 'প্রত্যাখ্যান করা হয়েছে।',
  'Approved: the withdrawal is paid out.': 'অনুমোদিত: উইথড্রের টাকা পাঠানো হয়েছে।',

  // makerCheckerMessages
  'A second, different finance user must confirm this request.': 'এই অনুরোধটি ফাইন্যান্সের অন্য একজনকে নিশ্চিত করতে হবে।',
  'This request needs a first approval before it can be confirmed.': 'নিশ্চিত করার আগে এই অনুরোধটির প্রথম অনুমোদন লাগবে।',

  // adjustmentMessages (finance)
  'Enter a non-zero amount such as 500.00 or -123.45.': 'শূন্য ছাড়া একটি পরিমাণ লিখুন, যেমন 500.00 বা -123.45।',
  'Give a reason of 3 to 500 characters.': '৩ থেকে ৫০০ অক্ষরের মধ্যে একটি কারণ লিখুন।',
  'Adjustment not found.': 'অ্যাডজাস্টমেন্টটি পাওয়া যায়নি।',
  'Player not found.': 'খেলোয়াড় পাওয়া যায়নি।',
  'This player has no wallet yet.': 'এই খেলোয়াড়ের এখনো কোনো ওয়ালেট নেই।',
  'This adjustment was already decided.': 'এই অ্যাডজাস্টমেন্টের সিদ্ধান্ত আগেই নেওয়া হয়েছে।',
  'A second, different finance user must confirm this adjustment.': 'এই অ্যাডজাস্টমেন্টটি ফাইন্যান্সের অন্য একজনকে নিশ্চিত করতে হবে।',
  'Applied: the balance was adjusted.': 'কার্যকর হয়েছে: ব্যালেন্স অ্যাডজাস্ট করা হয়েছে।',
  'Awaiting second confirmation by a different finance user.': 'ফাইন্যান্সের অন্য একজনের দ্বিতীয় নিশ্চিতকরণের অপেক্ষায়।',
  'Rejected: nothing was changed.': 'প্রত্যাখ্যান করা হয়েছে: কিছুই পরিবর্তন হয়নি।',
  'The wallet is busy; try again.': 'ওয়ালেটটি এখন ব্যস্ত; আবার চেষ্টা করুন।',
  'Insufficient funds: the main balance is {{balance}}, less than the debit of {{debit}}.':
    'পর্যাপ্ত টাকা নেই: মূল ব্যালেন্স {{balance}}, যা {{debit}} ডেবিটের চেয়ে কম।',

  // ewalletMessages and the e-wallet payment's status
  'E-wallet payments are not available right now.': 'এই মুহূর্তে ই-ওয়ালেট পেমেন্ট চালু নেই।',
  'Complete the payment on the next page.': 'পরের পেজে পেমেন্টটি সম্পন্ন করুন।',
  'Invalid signature.': 'সিগনেচার সঠিক নয়।',
  'The callback is too old.': 'কলব্যাকটি অনেক পুরোনো।',
  'This callback was already received.': 'এই কলব্যাকটি আগেই পাওয়া গেছে।',
  'Unknown transaction.': 'অজানা লেনদেন।',
  'The amount does not match the payment.': 'পরিমাণটি পেমেন্টের সাথে মিলছে না।',
  'The payment expired.': 'পেমেন্টের মেয়াদ শেষ হয়ে গেছে।',
  OK: 'ঠিক আছে',
  'Payment received.': 'পেমেন্ট পাওয়া গেছে।',
  'Waiting for the payment.': 'পেমেন্টের অপেক্ষা করা হচ্ছে।',
  'The payment did not complete.': 'পেমেন্টটি সম্পন্ন হয়নি।',

  // receiptMessages and the receipts upload (maxReceiptsPerDeposit is 5)
  'Receipts can only be added while the deposit is pending.': 'ডিপোজিট অপেক্ষমাণ থাকা অবস্থাতেই শুধু রসিদ যোগ করা যায়।',
  'Choose at least one receipt image.': 'অন্তত একটি রসিদের ছবি বেছে নিন।',
  'You can upload at most 5 receipts for one deposit.': 'একটি ডিপোজিটের জন্য সর্বোচ্চ ৫টি রসিদ আপলোড করা যায়।',
  'The upload could not be read. Send multipart/form-data with image files.':
    'আপলোডটি পড়া যায়নি। ছবির ফাইলসহ multipart/form-data হিসেবে পাঠান।',
  'The upload is not a valid form.': 'আপলোডটি সঠিক ফর্ম নয়।',
  'Receipt not found.': 'রসিদটি পাওয়া যায়নি।',

  // player routes
  'You can only act on your own account.': 'আপনি শুধু নিজের অ্যাকাউন্টেই এটি করতে পারবেন।',
  'No account is available for this channel right now. Please try another channel.':
    'এই মুহূর্তে এই চ্যানেলে কোনো অ্যাকাউন্ট নেই। অনুগ্রহ করে অন্য একটি চ্যানেল চেষ্টা করুন।',

  // finance: a player's wallet, statement filters and reports (REPORT_MAX_DAYS is 93)
  'Wallet not found.': 'ওয়ালেট পাওয়া যায়নি।',
  'type must be an event type such as DepositCredited': 'type ঘরে DepositCredited-এর মতো একটি ইভেন্টের ধরন দিতে হবে',
  'from must be a day such as 2026-01-31': 'from ঘরে 2026-01-31-এর মতো একটি দিন দিতে হবে',
  'to must be a day such as 2026-01-31': 'to ঘরে 2026-01-31-এর মতো একটি দিন দিতে হবে',
  'Choose a range of 1 to 93 days, from before to.': '১ থেকে ৯৩ দিনের একটি সময়সীমা বেছে নিন; from-এর দিনটি to-এর আগে হতে হবে।',

  // the e-wallet simulator's own 404 (a stand-in gateway for development and tests)
  'Not found': 'পাওয়া যায়নি',

  // idempotencyMessages: the Idempotency-Key of staff money moves
  'Send an Idempotency-Key header: a new key (for example a UUID) for each decision, the same key on every retry of it.':
    'Idempotency-Key হেডার পাঠান: প্রতিটি সিদ্ধান্তের জন্য একটি নতুন কী (যেমন একটি UUID), আর একই সিদ্ধান্ত আবার পাঠালে একই কী।',
  'The Idempotency-Key header must be 16 to 128 letters, digits or the characters . _ : - (for example a UUID).':
    'Idempotency-Key হেডারে ১৬ থেকে ১২৮টি অক্ষর, সংখ্যা বা . _ : - চিহ্ন থাকতে হবে (যেমন একটি UUID)।',
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.':
    'এই Idempotency-Key আগেই অন্য একটি অনুরোধে ব্যবহার করা হয়েছে। নতুন অনুরোধের জন্য নতুন কী ব্যবহার করুন।',
  'A request with this Idempotency-Key is still being processed. Try again in a moment.':
    'এই Idempotency-Key-এর একটি অনুরোধ এখনও প্রক্রিয়াধীন। একটু পরে আবার চেষ্টা করুন।',
  // receivingNumberMessages: finance's receiving numbers (issue 22)
  'Receiving number not found.': 'রিসিভিং নম্বর পাওয়া যায়নি।',
  'Payment method not found.': 'পেমেন্ট পদ্ধতি পাওয়া যায়নি।',
  'A receiving number is exactly 11 digits.': 'রিসিভিং নম্বর ঠিক ১১ অঙ্কের হতে হবে।',
  'The daily cap must be an amount above 0.00 and at most 100000000.00, with at most two decimal places.':
    'দৈনিক সীমা ০.০০-এর বেশি এবং সর্বোচ্চ ১০০০০০০০০.০০ টাকা হতে হবে, দশমিকের পরে সর্বোচ্চ দুই ঘর।',
  'This number is already a receiving number of this channel.': 'এই নম্বরটি আগে থেকেই এই চ্যানেলের রিসিভিং নম্বর।',
  'Give daily_cap or active.': 'daily_cap অথবা active দিন।',
  'The new number must differ from the one it replaces.': 'নতুন নম্বরটি পুরনো নম্বর থেকে আলাদা হতে হবে।',
  'active must be true or false': 'active ঘরে true অথবা false দিতে হবে',
  // payoutMessages: the payout batch (issue 22)
  'Send 1 to 500 withdrawals, each once, as items: [{ id, payout_reference }].':
    'items হিসেবে ১ থেকে ৫০০টি উইথড্র পাঠান, প্রতিটি একবার: [{ id, payout_reference }]।',
  'Each item needs the withdrawal id.': 'প্রতিটি আইটেমে উইথড্রর আইডি দিতে হবে।',
  'Each item needs its payout reference (1 to 100 characters).': 'প্রতিটি আইটেমে পেআউট রেফারেন্স দিতে হবে (১ থেকে ১০০ অক্ষর)।',
  'channel must be a payment method name such as bkash': 'channel ঘরে bkash-এর মতো একটি পেমেন্ট পদ্ধতির নাম দিতে হবে',
  'format must be json or csv': 'format ঘরে json অথবা csv দিতে হবে',
};
