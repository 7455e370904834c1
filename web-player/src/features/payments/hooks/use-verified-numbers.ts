import { useOtherPhones } from '@/features/account/api/get-other-phones';
import { useUser } from '@/features/account/api/get-user';
import { readStored, StorageKeys } from '@/lib/session';
import { isPhoneVerified, verifiedNumbers } from '../lib/verified-numbers';

/** The player's verified numbers and whether the phone counts as verified; undefined while unknown. */
export function useVerifiedNumbers() {
  const remoteId = readStored(StorageKeys.remoteId);
  const user = useUser(remoteId);
  const others = useOtherPhones();
  const known = user.isSuccess;
  return {
    remoteId,
    username: user.data?.username ?? readStored(StorageKeys.username) ?? '',
    numbers: known ? verifiedNumbers(user.data, others.data ?? []) : [],
    phoneVerified: known ? isPhoneVerified(user.data, others.data ?? []) : undefined,
    isPending: user.isPending || others.isPending,
  };
}
