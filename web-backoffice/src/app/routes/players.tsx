import { useLocation, useParams } from 'react-router';
import { can, useMe } from '@/features/auth/api/get-me';
import { PlayerDetail } from '@/features/players/components/player-detail';
import { PlayersPage } from '@/features/players/components/players-page';
import { KycReviewSection } from '@/features/kyc/components/kyc-review-section';
import { LinkedAccountsSection } from '@/features/player-360/components/linked-accounts-section';
import { LoginHistorySection } from '@/features/player-360/components/login-history-section';
import { PlayerTagsSection } from '@/features/player-360/components/player-tags-section';
import { StaffNotesSection } from '@/features/player-360/components/staff-notes-section';
import { WalletSection } from '@/features/player-wallet/components/wallet-section';
import { PersonalDataSection } from '@/features/personal-data/components/personal-data-section';
import { RequirePermission } from '../require-permission';

export function PlayersRoute() {
  return (
    <RequirePermission permission="players.read">
      <PlayersPage />
    </RequirePermission>
  );
}

/** /players/:playerId; the list's search (?q&page) rides along so "← Players" returns to it. */
export function PlayerRoute() {
  const { playerId = '' } = useParams();
  const { search } = useLocation();
  const me = useMe();
  return (
    <RequirePermission permission="players.read">
      <PlayerDetail
        key={playerId}
        id={playerId}
        backTo={`/players${search}`}
        showBalances={!can(me.data, 'payments.read')}
        can={{
          lock: can(me.data, 'players.lock'),
          verify: can(me.data, 'players.verify'),
          passwordReset: can(me.data, 'players.password_reset'),
        }}
      />
      {/* Player 360 (issue 22): tags and notes first, where support reads them before acting */}
      <PlayerTagsSection key={`tags-${playerId}`} playerId={playerId} canTag={can(me.data, 'players.tags')} />
      {can(me.data, 'players.notes') ? <StaffNotesSection key={`notes-${playerId}`} playerId={playerId} /> : null}
      <WalletSection
        key={`wallet-${playerId}`}
        playerId={playerId}
        can={{ read: can(me.data, 'payments.read'), adjust: can(me.data, 'wallet.adjust') }}
      />
      {can(me.data, 'kyc.review') ? <KycReviewSection key={`kyc-${playerId}`} playerId={playerId} /> : null}
      {can(me.data, 'players.data_export') || can(me.data, 'players.anonymise') ? (
        <PersonalDataSection
          key={`personal-data-${playerId}`}
          playerId={playerId}
          can={{ exportData: can(me.data, 'players.data_export'), anonymise: can(me.data, 'players.anonymise') }}
        />
      ) : null}
      <LoginHistorySection key={`logins-${playerId}`} playerId={playerId} />
      <LinkedAccountsSection key={`linked-${playerId}`} playerId={playerId} />
    </RequirePermission>
  );
}
