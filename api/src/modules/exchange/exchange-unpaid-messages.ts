/** English answers about unpaid resettlements (Bangla below, keyed by these texts; {{name}} marks what is filled in). */
export const unpaidMessages = {
  withdrawalRefused: (owed: string) =>
    `You owe ${owed} from a corrected exchange result. Withdrawals open again once it is paid; please contact support.`,
  notFound: 'Unpaid resettlement not found.',
  alreadyCleared: 'This resettlement is already paid in full.',
  nothingToCollect: 'The player’s main balance is 0.00: nothing to collect now.',
  balanceMoved: 'The player’s balance changed meanwhile; collect again.',
  collected: (amount: string, left: string) => `Collected ${amount} from the player’s main balance; ${left} is still owed.`,
  input: {
    status: 'status must be open, cleared or all',
    id: 'id must be the unpaid resettlement’s id',
  },
} as const;

export const unpaidMessagesBangla: Record<string, string> = {
  [unpaidMessages.withdrawalRefused('{{owed}}')]:
    'সংশোধিত এক্সচেঞ্জ ফলাফলের কারণে আপনার কাছে {{owed}} পাওনা আছে। এটি পরিশোধ হলে আবার উত্তোলন করা যাবে; অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  [unpaidMessages.notFound]: 'অপরিশোধিত পুনর্নিষ্পত্তিটি পাওয়া যায়নি।',
  [unpaidMessages.alreadyCleared]: 'এই পুনর্নিষ্পত্তি ইতিমধ্যে পুরো পরিশোধিত।',
  [unpaidMessages.nothingToCollect]: 'খেলোয়াড়ের মূল ব্যালেন্স 0.00: এখন আদায় করার কিছু নেই।',
  [unpaidMessages.balanceMoved]: 'এর মধ্যে খেলোয়াড়ের ব্যালেন্স বদলেছে; আবার আদায় করুন।',
  [unpaidMessages.collected('{{amount}}', '{{left}}')]: 'খেলোয়াড়ের মূল ব্যালেন্স থেকে {{amount}} আদায় হয়েছে; এখনো {{left}} পাওনা।',
  [unpaidMessages.input.status]: 'status হতে হবে open, cleared অথবা all',
  [unpaidMessages.input.id]: 'id অপরিশোধিত পুনর্নিষ্পত্তির আইডি হতে হবে',
};
