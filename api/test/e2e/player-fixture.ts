import { CommandBus } from '@nestjs/cqrs';
import type pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { SessionStore } from '../../src/modules/auth/index.js';
import { CreditDepositCommand, OpenWalletCommand } from '../../src/modules/wallet/index.js';
import type { TestApp } from '../test-app.js';

const system = { actor: { kind: 'system', id: 'e2e' } } as const;

export interface FundedPlayer {
  id: string;
  token: string;
  username: string;
}

/**
 * A verified adult player with a BDT wallet funded through the wallet's own deposit command and a session token,
 * for browser tests whose subject is what comes after sign-up (sign-up and log-in have their own tests).
 */
export async function fundedPlayer(
  app: TestApp,
  sql: pg.Pool,
  player: { username: string; phone: string; amountMinor: bigint },
): Promise<FundedPlayer> {
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
     VALUES ($1, 'x', $1 || '@example.test', $2, 'BDT', upper($1), now(), '1990-01-01') RETURNING id::text`,
    [player.username, player.phone],
  );
  const id = rows[0]!.id;
  const commands = app.app.get(CommandBus);
  await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
  await commands.execute(
    new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: player.amountMinor }, system),
  );
  const token = (await app.app.get(SessionStore).issue('player', id)).token;
  return { id, token, username: player.username };
}

/**
 * Signs the player in to every page of a browser context the way the player site keeps its session (local
 * storage, written before any page script runs), with the home pop-up already seen. A `language` is written on
 * every page load too; without one the page keeps what it has (a test may switch language itself).
 */
export async function signInPlayer(context: BrowserContext, player: FundedPlayer, language?: 'en' | 'bn'): Promise<void> {
  await context.addInitScript(
    ([token, id, username, lang]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('remote_id', id!);
      localStorage.setItem('username', username!);
      localStorage.setItem('popup', '0');
      if (lang) localStorage.setItem('lang', lang);
    },
    [player.token, player.id, player.username, language ?? ''],
  );
}
