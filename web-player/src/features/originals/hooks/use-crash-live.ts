import {
  crashRoom,
  type CrashHistoryItem,
  type CrashPublicBet,
  type CrashRoundView,
  type CrashSnapshot,
  type CrashTickPush,
} from '@khela/contracts';
import { useEffect, useState } from 'react';
import { useSessionToken } from '@/lib/session';

export interface CrashLive {
  round: CrashRoundView | null;
  bets: CrashPublicBet[];
  history: CrashHistoryItem[];
  chain: CrashSnapshot['chain'];
  /** The latest multiplier pushed for the running round. */
  tick: CrashTickPush | null;
  /** Our clock minus the server's (ms), from the last round push: the betting countdown runs on it. */
  skewMs: number;
  connected: boolean;
}

const empty: CrashLive = { round: null, bets: [], history: [], chain: null, tick: null, skewMs: 0, connected: false };

/**
 * The crash room on the shared /player socket (issue 19): a snapshot on every (re)connect, then round
 * changes, the multiplier (volatile: a slow phone skips to the latest) and bets placed or decided. A crash
 * decides every bet still open (lost, or refunded when the round was interrupted) and joins the history.
 */
export function useCrashLive(initial: CrashSnapshot | undefined): CrashLive {
  const token = useSessionToken();
  const [live, setLive] = useState<CrashLive>(empty);

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    void import('@/lib/player-socket').then(({ acquirePlayerSocket }) => {
      if (cancelled) return;
      const { socket, release } = acquirePlayerSocket(token);
      const onConnect = () => {
        setLive((current) => ({ ...current, connected: true }));
        socket.emit('join', { room: crashRoom });
      };
      const onDisconnect = () => setLive((current) => ({ ...current, connected: false }));
      const onSnapshot = (snapshot: CrashSnapshot) =>
        setLive((current) => ({ ...current, ...snapshot, tick: null, skewMs: skew(snapshot.round) }));
      const onRound = (round: CrashRoundView) =>
        setLive((current) => {
          const same = current.round?.round_id === round.round_id;
          if (round.state === 'crashed') {
            const decided: CrashPublicBet['outcome'] = round.interrupted ? 'refunded' : 'lost';
            const bets = (same ? current.bets : []).map((b) =>
              b.outcome === 'open' ? { ...b, outcome: decided, payout: round.interrupted ? b.stake : '0.00' } : b,
            );
            const item = { round_id: round.round_id, game_number: round.game_number, crash_point: round.crash_point!, hash: round.hash! };
            const history = [item, ...current.history.filter((h) => h.round_id !== round.round_id)].slice(0, 20);
            return { ...current, round, bets, history, skewMs: skew(round) };
          }
          return { ...current, round, bets: same ? current.bets : [], tick: same ? current.tick : null, skewMs: skew(round) };
        });
      const onTick = (tick: CrashTickPush) =>
        setLive((current) =>
          current.round?.round_id === tick.round_id && current.round.state === 'running' ? { ...current, tick } : current,
        );
      const onBets = ({ round_id, bets }: { round_id: string; bets: CrashPublicBet[] }) =>
        setLive((current) => {
          if (current.round?.round_id !== round_id) return current;
          const byId = new Map(current.bets.map((b) => [b.bet_id, b]));
          for (const bet of bets) byId.set(bet.bet_id, bet);
          return { ...current, bets: [...byId.values()] };
        });
      socket.on('connect', onConnect);
      socket.on('disconnect', onDisconnect);
      socket.on('crash:snapshot', onSnapshot);
      socket.on('crash:round', onRound);
      socket.on('crash:tick', onTick);
      socket.on('crash:bets', onBets);
      if (socket.connected) onConnect();
      cleanup = () => {
        if (socket.connected) socket.emit('leave', { room: crashRoom });
        socket.off('connect', onConnect);
        socket.off('disconnect', onDisconnect);
        socket.off('crash:snapshot', onSnapshot);
        socket.off('crash:round', onRound);
        socket.off('crash:tick', onTick);
        socket.off('crash:bets', onBets);
        release();
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [token]);

  // until the socket's own snapshot comes, the page shows the one fetched over HTTP
  return live.round || !initial ? live : { ...live, ...initial };
}

const skew = (round: CrashRoundView | null | undefined) => (round ? Date.now() - round.server_time : 0);
