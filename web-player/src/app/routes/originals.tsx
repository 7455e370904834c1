import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { CrashGame } from '@/features/originals/components/crash-game';
import { FairnessPage } from '@/features/originals/components/fairness-page';
import { OriginalsGame } from '@/features/originals/components/originals-game';
import { MinesGame } from '@/features/originals/components/mines-game';
import { SlotGame } from '@/features/originals/components/slot-game';
import { PageShell } from './page-shell';

/** /originals/dice (issue 19). */
export function DiceRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('originals.diceTitle')} footer={<MemberToolbar />}>
      <OriginalsGame game="dice" />
    </PageShell>
  );
}

/** /originals/limbo (issue 19). */
export function LimboRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('originals.limboTitle')} footer={<MemberToolbar />}>
      <OriginalsGame game="limbo" />
    </PageShell>
  );
}

/** /originals/crash (issue 19): wide, so the live bets sit beside the stage on a desktop. */
export function CrashRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('crash.title')} footer={<MemberToolbar />} wide>
      <CrashGame />
    </PageShell>
  );
}

/** /originals/mines (issue 19). */
export function MinesRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('mines.title')} footer={<MemberToolbar />}>
      <MinesGame />
    </PageShell>
  );
}

/** /originals/slot (issue 19). */
export function SlotRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('slot.title')} footer={<MemberToolbar />}>
      <SlotGame />
    </PageShell>
  );
}

/** /fairness (issue 19). */
export function FairnessRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('fairness.title')} footer={<MemberToolbar />} wide>
      <FairnessPage />
    </PageShell>
  );
}
