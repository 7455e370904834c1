import { useRef, useState } from 'react';
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

/** The house provider's games (issue 19) and the page each opens. */
const houseGamePaths: Record<string, string> = {
  'khela-dice': '/originals/dice',
  'khela-limbo': '/originals/limbo',
  'khela-mines': '/originals/mines',
  'khela-slot': '/originals/slot',
  'khela-crash': '/originals/crash',
};

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
  // A plain request, not a react-query mutation: the home page launches games, and useMutation's code was 2 KB
  // gzipped of the home page's script (issue 15). The ref stops a double tap before the re-render.
  const [launching, setLaunching] = useState(false);
  const inFlight = useRef(false);

  const launch = (target: LaunchTarget) => {
    if (!readToken()) {
      navigate('/login');
      return;
    }
    // Khela Originals (issue 19) are our own pages, not a provider's frame.
    const original = houseGamePaths[target.gameCode];
    if (original) {
      navigate(original);
      return;
    }
    const remoteId = readStored(StorageKeys.remoteId);
    if (!remoteId) {
      showError(t('gamerun.notLoggedIn'));
      return;
    }
    if (inFlight.current) return; // One launch at a time: a double tap must not open two tokens.
    inFlight.current = true;
    setLaunching(true);
    runGame({
      userId: remoteId,
      externalURL: `${window.location.origin}${returnTo}`,
      isMobileLogin: !isDesktopViewport(),
      ...target,
    })
      .then(
        (answer) => {
          if ('url' in answer && isFrameableUrl(answer.url)) {
            const state: GameRunState = { iframeUrl: answer.url, returnTo };
            navigate('/gamerun', { state });
          } else {
            showError(('message' in answer && answer.message) || t('gamerun.unexpected'));
          }
        },
        (error: unknown) => showError(serverMessage(error) ?? t('gamerun.unexpected')),
      )
      .finally(() => {
        inFlight.current = false;
        setLaunching(false);
      });
  };
  return { launch, launching };
}
