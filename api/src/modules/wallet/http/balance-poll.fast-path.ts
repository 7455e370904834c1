import { Inject, Injectable } from '@nestjs/common';
import { formatMoney, type BalanceResponse } from '@khela/contracts';
import type { Express, NextFunction, Request, Response } from 'express';
import { bearerToken, SessionStore } from '../../auth/index.js';
import { BalanceCache, LedgerAccounts, type AccountId } from '../../ledger/index.js';

/** The route it answers: the same path and method as `WalletPlayerController.balance`, which stays for everything else. */
const balancePath = '/api/balance';

/** Token hashes remembered with their wallet (a poller each); beyond this the oldest are forgotten (~200 B each). */
const rememberedTokens = 20_000;

/** What never changes for a session: whose it is and that player's main account. Liveness is asked every time. */
interface KnownWallet {
  playerId: string;
  main: AccountId;
}

/**
 * `POST /api/balance` (the spec's 10 s poll) answered ahead of Nest's router: Express's route, then the
 * session check and the balance read side by side, one Redis round trip for both once the token is known,
 * instead of Nest's guard, interceptors, query bus and two round trips one after the other.
 *
 * It weakens nothing:
 * - identity comes from the bearer token only, and liveness is asked on every request, as the guard asks it
 *   (`SessionStore.verifyHashed`: the session cache a revocation invalidates before it answers, else Postgres);
 *   what is remembered in this process is only what a session can never change: whose it is and that
 *   player's main account. A balance read beside a session found dead is thrown away;
 * - the balance comes from the ledger's balance cache as the query handler reads it (read after write in any process);
 * - it answers only the plain 200 `{ balance }`. Anything else (no token, a refused or unknown session, no
 *   wallet yet, an error) goes on to the Nest route, which answers as before (401 with its body, localized);
 * - it runs where the Nest route ran, after every global middleware (request id and log line, metrics,
 *   helmet's headers, CORS, body limit, input guard), and answers with `res.json` as Nest's adapter does.
 *   Express's route gives metrics and traces the same route template (`/api/balance`).
 */
@Injectable()
export class BalancePollFastPath {
  private readonly known = new Map<string, KnownWallet>();

  constructor(
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(LedgerAccounts) private readonly accounts: LedgerAccounts,
    @Inject(BalanceCache) private readonly balances: BalanceCache,
  ) {}

  /** Mounts the handler on the Express app: before `app.init()`, so ahead of Nest's route for the same path. */
  mount(express: Express): void {
    express.post(balancePath, this.handle);
  }

  /** Answers the poll, or hands it to the Nest route. */
  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    const token = bearerToken(req);
    if (!token) return next();
    this.balanceOf(token).then(
      (balance) => {
        if (balance === undefined) return next();
        const body: BalanceResponse = { balance: formatMoney(balance) };
        res.status(200).json(body);
      },
      // the Nest route tries again and answers its own error (the exceptions filter's body)
      () => next(),
    );
  };

  /** The main balance of the token's live player session, or undefined when the Nest route must answer. */
  async balanceOf(token: string): Promise<bigint | undefined> {
    const tokenHash = SessionStore.tokenHash(token);
    if (!tokenHash) return undefined;
    const key = tokenHash.toString('hex');
    const known = this.known.get(key);
    if (known) {
      const [subject, balance] = await Promise.all([this.sessions.verifyHashed(tokenHash), this.balances.balance(known.main)]);
      if (subject?.kind === 'player' && subject.id === known.playerId) return balance;
      this.known.delete(key); // ended (or never this player's): the route answers 401
      return undefined;
    }
    const subject = await this.sessions.verifyHashed(tokenHash);
    if (subject?.kind !== 'player') return undefined;
    const wallet = await this.accounts.playerAccounts(subject.id);
    if (!wallet) return undefined; // no wallet yet: the route answers zero
    this.remember(key, { playerId: subject.id, main: wallet.ids.main });
    return this.balances.balance(wallet.ids.main);
  }

  private remember(key: string, wallet: KnownWallet): void {
    if (this.known.size >= rememberedTokens) this.known.delete(this.known.keys().next().value!);
    this.known.set(key, wallet);
  }
}
