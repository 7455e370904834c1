import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the chat's answers (domain/chat-messages.ts). */
export const chatBangla: BanglaMessages = {
  'Please type a message. An empty message is not sent.': 'অনুগ্রহ করে একটি বার্তা লিখুন। খালি বার্তা পাঠানো হয় না।',
  'A message can be at most 2000 characters.': 'একটি বার্তা সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।',
  'Chat not found.': 'চ্যাটটি পাওয়া যায়নি।',
  'Message not found.': 'বার্তাটি পাওয়া যায়নি।',
  'This chat is closed. Start a new one from Chat.': 'এই চ্যাটটি বন্ধ হয়ে গেছে। চ্যাট থেকে নতুন একটি শুরু করুন।',
  'Choose the chat to send to (chat_id).': 'কোন চ্যাটে পাঠাবেন তা বেছে নিন (chat_id)।',
  'after must be a message id (digits).': 'after অবশ্যই একটি বার্তার আইডি (সংখ্যা) হতে হবে।',
  'Choose an image to send.': 'পাঠানোর জন্য একটি ছবি বেছে নিন।',
  'The upload could not be read. Send multipart/form-data with a file field.':
    'আপলোডটি পড়া যায়নি। file ঘরসহ multipart/form-data হিসেবে পাঠান।',
  'You have taken this chat.': 'আপনি এই চ্যাটটি নিয়েছেন।',
  'Another agent has this chat; transfer it instead.': 'অন্য একজন এজেন্ট এই চ্যাটটি নিয়েছেন; বরং এটি হস্তান্তর করুন।',
  'The chat is transferred.': 'চ্যাটটি হস্তান্তর করা হয়েছে।',
  'Choose an agent who answers chats.': 'চ্যাটের উত্তর দেন এমন একজন এজেন্ট বেছে নিন।',
  'The chat is already with that agent.': 'চ্যাটটি ইতিমধ্যে সেই এজেন্টের কাছে আছে।',
  'Sent.': 'পাঠানো হয়েছে।',
  'The chat is closed.': 'চ্যাটটি বন্ধ করা হয়েছে।',
  'The chat is already closed.': 'চ্যাটটি ইতিমধ্যে বন্ধ।',
  'The chat is open again.': 'চ্যাটটি আবার খোলা হয়েছে।',
  'The chat is already open.': 'চ্যাটটি ইতিমধ্যে খোলা।',
  'The player has another open chat; continue there.': 'খেলোয়াড়ের আরেকটি খোলা চ্যাট আছে; সেখানে চালিয়ে যান।',
  'Presence is online or away.': 'উপস্থিতি অনলাইন অথবা দূরে হতে পারে।',
  'Your presence is saved.': 'আপনার উপস্থিতি সংরক্ষিত হয়েছে।',
  'Write a title (1-80 characters) and the reply in English and Bangla (1-2000 characters each).':
    'একটি শিরোনাম (১-৮০ অক্ষর) এবং ইংরেজি ও বাংলায় উত্তর (প্রতিটি ১-২০০০ অক্ষর) লিখুন।',
  'The canned reply is saved.': 'তৈরি উত্তরটি সংরক্ষিত হয়েছে।',
  'The canned reply is deleted.': 'তৈরি উত্তরটি মুছে ফেলা হয়েছে।',
  'Canned reply not found.': 'তৈরি উত্তরটি পাওয়া যায়নি।',
  'Search for 2 to 100 characters.': '২ থেকে ১০০ অক্ষর দিয়ে খুঁজুন।',
  'status is open, closed or all.': 'status হতে পারে open, closed অথবা all।',
  'You are sending messages too fast. Please wait a moment and try again.': 'আপনি খুব দ্রুত বার্তা পাঠাচ্ছেন। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
};
