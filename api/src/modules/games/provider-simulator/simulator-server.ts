/**
 * The game provider simulator: a stand-in for an aggregator such as Hub88, its own small HTTP service.
 *   GET  /                                                          a line saying what this is
 *   GET  /play/:gameCode?token&user&currency&lang&mobile&lobby_url   the game page (Khela's launch URL)
 *   GET  /assets/game.js, /assets/game.css                          the page's script and styles
 *   POST /api/session   {token, user, game_code}   checks the token with Khela (user/balance), opens a session
 *   POST /api/spin      {session, bet}             one slot round
 *   POST /api/roulette  {session, bets}            one roulette round
 * Outcomes are drawn here (crypto's random source) and every money move goes through Khela's seamless
 * wallet API, signed (wallet-client.ts). Development and tests only: `npm start` runs it for the demo,
 * production never does. Tests start it in-process (`startGameSimulator`).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GameRounds, pageErrorOf, type PlaySession } from './game-rounds.js';
import { GameDirectory } from './games/game-kinds.js';
import { parseRouletteBets, spinRoulette } from './games/roulette-game.js';
import { isSlotBet, spinSlot } from './games/slot-game.js';
import { gamePage, safeLobbyUrl } from './page/game-page.js';
import { gameScript } from './page/game-script.js';
import { gameStyles } from './page/game-styles.js';
import type { PageErrorKey } from './page/page-texts.js';
import { WalletClient, WalletUnreachableError, type WalletTransport } from './wallet-client.js';

export interface GameSimulatorOptions {
  /** Khela's base URL as the simulator reaches it. */
  apiUrl: string;
  secret: string;
  provider?: string;
  port?: number;
  host?: string;
  transport?: WalletTransport;
}

export interface GameSimulator {
  url: string;
  close(): Promise<void>;
}

/** The game page may be framed by the casino's site; it loads nothing from anywhere but here. */
const pageSecurity = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors http: https:; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};
const maxSessions = 10_000;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 20_000) throw new Error('body too large');
  }
  const value: unknown = text ? JSON.parse(text) : {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
  return value as Record<string, unknown>;
}

const send = (res: ServerResponse, status: number, type: string, body: string) =>
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...pageSecurity }).end(body);
const sendJson = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json', JSON.stringify(body));
const refuse = (res: ServerResponse, status: number, error: PageErrorKey, balance?: number) =>
  sendJson(res, status, balance === undefined ? { error } : { error, balance });

export async function startGameSimulator(options: GameSimulatorOptions): Promise<GameSimulator> {
  const wallet = new WalletClient({
    apiUrl: options.apiUrl,
    provider: options.provider ?? 'sim',
    secret: options.secret,
    transport: options.transport,
  });
  const rounds = new GameRounds(wallet);
  const games = new GameDirectory(options.apiUrl);
  const sessions = new Map<string, PlaySession>();

  const openSession = async (res: ServerResponse, body: Record<string, unknown>) => {
    const { token, user, game_code: gameCode } = body;
    if (typeof token !== 'string' || typeof user !== 'string' || typeof gameCode !== 'string') return refuse(res, 400, 'unknown_session');
    try {
      const { answer } = await wallet.balance({ user, token, game_code: gameCode });
      if (answer.status !== 'RS_OK') return refuse(res, 200, pageErrorOf(answer));
      if (sessions.size >= maxSessions) sessions.delete(sessions.keys().next().value!);
      const session: PlaySession = { id: randomUUID(), token, user, gameCode, busy: false };
      sessions.set(session.id, session);
      sendJson(res, 200, { session: session.id, balance: answer.balance });
    } catch (error) {
      if (error instanceof WalletUnreachableError) return refuse(res, 200, 'wallet_unavailable');
      throw error;
    }
  };

  /** One round at a time per session; the round's answer (or refusal) goes to the page. */
  const playRound = async (res: ServerResponse, body: Record<string, unknown>, play: (session: PlaySession) => Promise<unknown>) => {
    const session = typeof body.session === 'string' ? sessions.get(body.session) : undefined;
    if (!session) return refuse(res, 200, 'unknown_session');
    if (session.busy) return refuse(res, 200, 'busy');
    session.busy = true;
    try {
      sendJson(res, 200, await play(session));
    } finally {
      session.busy = false;
    }
  };

  const spinSlotRound = (res: ServerResponse, body: Record<string, unknown>) => {
    const bet = body.bet;
    if (!isSlotBet(bet)) return refuse(res, 200, 'bad_bets');
    return playRound(res, body, async (session) => {
      const result = await rounds.play(session, bet, () => {
        const outcome = spinSlot(bet, randomInt);
        return { outcome, win: outcome.win };
      });
      if (!result.ok) return { error: result.error, balance: result.balance };
      const { grid, winningLines } = result.outcome;
      return { round: result.round, grid, lines: winningLines, stake: result.stake, win: result.win, balance: result.balance };
    });
  };

  const spinRouletteRound = (res: ServerResponse, body: Record<string, unknown>) => {
    const bets = parseRouletteBets(body.bets);
    if (bets === 'bad_bets') return refuse(res, 200, 'bad_bets');
    const stake = bets.reduce((sum, b) => sum + b.amount, 0);
    return playRound(res, body, async (session) => {
      const result = await rounds.play(session, stake, () => {
        const outcome = spinRoulette(bets, randomInt);
        return { outcome, win: outcome.win };
      });
      if (!result.ok) return { error: result.error, balance: result.balance };
      const { pocket, color } = result.outcome;
      return { round: result.round, pocket, color, stake: result.stake, win: result.win, balance: result.balance };
    });
  };

  const showGame = async (res: ServerResponse, gameCode: string, query: URLSearchParams) => {
    const game = await games.find(gameCode);
    const html = gamePage({
      game,
      token: query.get('token') ?? '',
      user: query.get('user') ?? '',
      lang: query.get('lang') === 'bn' ? 'bn' : 'en',
      mobile: query.get('mobile') === '1' || query.get('mobile') === 'true',
      lobbyUrl: safeLobbyUrl(query.get('lobby_url')),
    });
    send(res, 200, 'text/html; charset=utf-8', html);
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://simulator');
      const play = /^\/play\/([A-Za-z0-9_.-]{1,64})$/.exec(url.pathname);
      if (req.method === 'GET' && play) return showGame(res, play[1]!, url.searchParams);
      if (req.method === 'GET' && url.pathname === '/assets/game.js') return send(res, 200, 'text/javascript; charset=utf-8', gameScript);
      if (req.method === 'GET' && url.pathname === '/assets/game.css') return send(res, 200, 'text/css; charset=utf-8', gameStyles);
      if (req.method === 'GET' && url.pathname === '/health') return sendJson(res, 200, { ok: true });
      if (req.method === 'GET' && url.pathname === '/favicon.ico') return res.writeHead(204).end();
      if (req.method === 'GET' && url.pathname === '/')
        return send(res, 200, 'text/plain; charset=utf-8', 'Khela game provider simulator. Open a game from the player site.\n');
      if (req.method === 'POST' && url.pathname === '/api/session') return openSession(res, await readJson(req));
      if (req.method === 'POST' && url.pathname === '/api/spin') return spinSlotRound(res, await readJson(req));
      if (req.method === 'POST' && url.pathname === '/api/roulette') return spinRouletteRound(res, await readJson(req));
      sendJson(res, 404, { error: 'not found' });
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 400, { error: 'bad request' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () => {
      rounds.stop();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
