import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useErrorModal } from '@/components/error-modal-provider';
import { serverMessage } from '@/lib/server-errors';
import { readStored, readToken, StorageKeys } from '@/lib/session';
import { isDesktopViewport } from '@/lib/use-media-query';
import { runGame } from '../api/run-game';
import { isFrameableUrl, returnPathFor, type GameRunState } from '../lib/gamerun-state';

/** What names the game to launch: a catalogue game, or a sportsbook tile's featured link "PLATFORM-TYPE". */
export interface LaunchTarget {
  gameCode: string;
  gameType?: string;
  platform?: string;
}

/**
 * Game launch (spec sections 6, 7 and 8): a guest goes to /login; without token and remote_id the player
 * sees 'User not logged in'; otherwise POST /api/game-run and open its URL in /gamerun, or show the
 * server's message, or 'An unexpected error occurred'.
 */
export function useLaunchGame(): { launch: (target: LaunchTarget) => void; launching: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { showError } = useErrorModal();
  const returnTo = returnPathFor(location);
  const mutation = useMutation({ mutationFn: runGame });

  const launch = (target: LaunchTarget) => {
    if (!readToken()) {
      navigate('/login');
      return;
    }
    const remoteId = readStored(StorageKeys.remoteId);
    if (!remoteId) {
      showError(t('gamerun.notLoggedIn'));
      return;
    }
    if (mutation.isPending) return; // One launch at a time: a double tap must not open two tokens.
    mutation.mutate(
      {
        userId: remoteId,
        externalURL: `${window.location.origin}${returnTo}`,
        isMobileLogin: !isDesktopViewport(),
        ...target,
      },
      {
        onSuccess: (answer) => {
          if ('url' in answer && isFrameableUrl(answer.url)) {
            const state: GameRunState = { iframeUrl: answer.url, returnTo };
            navigate('/gamerun', { state });
          } else {
            showError(('message' in answer && answer.message) || t('gamerun.unexpected'));
          }
        },
        onError: (error) => showError(serverMessage(error) ?? t('gamerun.unexpected')),
      },
    );
  };
  return { launch, launching: mutation.isPending };
}
