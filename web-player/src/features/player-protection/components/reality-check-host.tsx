import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { endSession, readToken } from '@/lib/session';
import { useAnswerRealityCheck, useSessionStatus, type RealityCheckAction } from '../api/session';
import { elapsedAt, msUntil, serverOffsetMs } from '../lib/session-clock';
import { RealityCheckModal } from './reality-check-modal';
import './reality-check.css';

/**
 * Why the session ended, shown once the site is logged out (a store outside React: set while ending the
 * session, from an effect or a click; cleared when the player closes it or the host unmounts).
 */
let endedNotice: string | null = null;
const noticeListeners = new Set<() => void>();
function setEndedNotice(message: string | null): void {
  endedNotice = message;
  for (const listener of noticeListeners) listener();
}
function subscribeNotice(listener: () => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** Asked again a moment after a due time, so the server (whose clock decides) surely agrees it has come. */
const DUE_SLACK_MS = 1000;

/**
 * Shows the reality check when the server says one is due, and ends the site's session when the server
 * ended it (its time limit was reached, or log out was chosen). Mounted once for the whole site while
 * logged in. The status is asked for again at the next check's due time and at the session limit (server
 * times, turned into this device's), and once a minute anyway.
 */
export default function RealityCheckHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSessionStatus();
  const answer = useAnswerRealityCheck();
  const [pending, setPending] = useState<RealityCheckAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const endedMessage = useSyncExternalStore(
    subscribeNotice,
    () => endedNotice,
    () => null,
  );
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const data = status.data;
  const { refetch } = status;

  // ask again when the next check or the session limit falls due
  useEffect(() => {
    if (!data || data.ended || data.check_due) return;
    const offset = serverOffsetMs(data.now, status.dataUpdatedAt);
    const now = Date.now();
    const waits = [msUntil(data.next_check_at, offset, now), ...(data.session_ends_at ? [msUntil(data.session_ends_at, offset, now)] : [])];
    const timer = window.setTimeout(() => void refetch(), Math.min(...waits) + DUE_SLACK_MS);
    return () => window.clearTimeout(timer);
  }, [data, status.dataUpdatedAt, refetch]);

  /** Ends the session here: queries stopped and dropped first, so none goes out with the ended token; then home. */
  const endLocally = () => {
    const playerQueries = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== 'site' };
    void queryClient.cancelQueries(playerQueries);
    endSession();
    queryClient.removeQueries(playerQueries);
    navigate('/', { replace: true });
  };
  const leave = (message: string) => {
    endLocally();
    setEndedNotice(message);
  };

  // the elapsed time on the pop-up ticks
  useEffect(() => {
    if (!data?.check_due) return;
    const timer = window.setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [data?.check_due]);
  useEffect(() => () => setEndedNotice(null), []);

  // the server ended the session (time limit): log out here too, with its message
  useEffect(() => {
    if (data?.ended) leave(data.message ?? t('realityCheck.limitReached'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ended answer
  }, [data?.ended]);

  const onAnswer = (action: RealityCheckAction) => {
    setError(null);
    if (action === 'logout') {
      // as the site's own log out: the local session ends first, then the server records the answer and revokes
      const token = readToken() ?? undefined;
      endLocally();
      answer.mutate(
        { action, token },
        {
          onSuccess: (result) => setEndedNotice(result.message),
          onError: () => setEndedNotice(t('realityCheck.loggedOut')),
        },
      );
      return;
    }
    setPending(action);
    answer.mutate(
      { action },
      {
        onSuccess: () => {
          setPending(null);
          if (action === 'history') navigate('/betting-record');
        },
        onError: (failure) => {
          setPending(null);
          setError(failure.message);
          void refetch();
        },
      },
    );
  };

  if (endedMessage) {
    return (
      <Modal title={t('realityCheck.endedTitle')} role="alertdialog" onClose={() => setEndedNotice(null)}>
        <p>{endedMessage}</p>
      </Modal>
    );
  }
  if (!data || data.ended || !data.check_due) return null;
  return (
    <RealityCheckModal
      elapsedSeconds={elapsedAt(
        data.session_started_at,
        serverOffsetMs(data.now, status.dataUpdatedAt),
        Math.max(deviceNow, status.dataUpdatedAt),
      )}
      net={data.net}
      staked={data.staked}
      won={data.won}
      pending={pending}
      error={error}
      onAnswer={onAnswer}
    />
  );
}
