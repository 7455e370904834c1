import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { useUser } from '@/features/account/api/get-user';
import { BirthDateField } from '@/features/account/components/birth-date-field';
import { FirstDepositLimitPrompt } from '@/features/player-protection/components/first-deposit-limit-prompt';
import { readStored, StorageKeys } from '@/lib/session';
import './deposit-gate.css';

/**
 * Before the deposit form (issue 16): a player without a saved birth date enters it here first (saved once
 * through the profile route; under 18 refused by the server, which also refuses any deposit without it);
 * once saved the form shows. Above the form, the offer to set deposit limits at the first deposit.
 */
export function DepositGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const remoteId = readStored(StorageKeys.remoteId);
  const user = useUser(remoteId);

  if (user.isPending) return <LoadingState />;
  if (user.isError)
    return <ErrorState title={t('depositGate.loadFailed')} detail={user.error.message} onRetry={() => void user.refetch()} />;
  if (!user.data.dofb) {
    return (
      <section className="form-card deposit-gate" aria-labelledby="deposit-gate-title">
        <h3 id="deposit-gate-title" className="form-card__title">
          {t('depositGate.title')}
        </h3>
        <p className="deposit-gate__text">{t('depositGate.text')}</p>
        <BirthDateField remoteId={remoteId ?? ''} dofb={null} />
      </section>
    );
  }
  return (
    <>
      <FirstDepositLimitPrompt />
      {children}
    </>
  );
}
