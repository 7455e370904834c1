import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useBalance } from '@/features/account/api/get-balance';
import { useSignOutOn401 } from '@/features/account/hooks/use-sign-out-on-401';
import { currentLanguage } from '@/i18n';
import { formatAmount } from '@/lib/format';
import { readStored, StorageKeys } from '@/lib/session';
import { isFrameableUrl, isGameRunState } from '../lib/gamerun-state';
import './game-run.css';

/** Spec section 2.3: the game's frame is 375 by 603 on mobile (the desktop frame fills the window). */
export const FRAME_WIDTH = 375;
export const FRAME_HEIGHT = 603;

/**
 * /gamerun (spec section 2.3): the launched game full screen in a frame, with the player's username and
 * live balance; Close returns to the games list the game came from (same query), or home. Without a game
 * to show (opened directly, or a stale history entry) it goes home.
 */
export function GameRun() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const balance = useBalance();
  useSignOutOn401(balance.error);
  const language = currentLanguage();

  if (!isGameRunState(state) || !isFrameableUrl(state.iframeUrl)) return <Navigate to="/" replace />;
  const username = readStored(StorageKeys.username) ?? '';

  return (
    <div className="gamerun">
      <header className="gamerun__bar">
        <span className="gamerun__user">
          <span className="visually-hidden">{t('gamerun.username')}: </span>
          {username}
        </span>
        <output className="gamerun__balance" aria-label={t('account.mainWallet')} aria-live="polite">
          {balance.data ? `৳ ${formatAmount(balance.data.balance, language)}` : '৳ —'}
        </output>
        <button type="button" className="gamerun__close" aria-label={t('gamerun.close')} onClick={() => navigate(state.returnTo)}>
          ×
        </button>
      </header>
      <iframe
        className="gamerun__frame"
        src={state.iframeUrl}
        title={t('gamerun.frameTitle')}
        width={FRAME_WIDTH}
        height={FRAME_HEIGHT}
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
