import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetProfileQuery, ListOtherPhonesQuery } from '../../players/index.js';
import { GetWalletQuery } from '../../wallet/index.js';

export interface PlayerFacts {
  username: string;
  phoneVerified: boolean;
  birthDate: string | null;
  /** Spec section 6: the player's own number when verified, plus verified extra phones. */
  verifiedNumbers: string[];
  mainBalance: bigint;
  /** The wallet's currency (fixed when it opened); BDT before a wallet exists. */
  currency: string;
}

/** What payments needs to know about a player, read through the players and wallet modules' queries. */
@Injectable()
export class PlayerFactsReader {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  async read(playerId: string): Promise<PlayerFacts | undefined> {
    const profile = await this.queries.execute(new GetProfileQuery(playerId));
    if (!profile) return undefined;
    const others = await this.queries.execute(new ListOtherPhonesQuery(playerId));
    const phoneVerified = profile.session_id === 1 || others.some((p) => p.isverify === 1);
    const verifiedNumbers = [
      ...(profile.session_id === 1 ? [profile.phone] : []),
      ...others.filter((p) => p.isverify === 1).map((p) => p.contract_value),
    ]
      .map(localNumber)
      .filter((n, i, all) => all.indexOf(n) === i);
    const wallet = await this.queries.execute(new GetWalletQuery(playerId));
    return {
      username: profile.username,
      phoneVerified,
      birthDate: profile.dofb,
      verifiedNumbers,
      mainBalance: wallet?.balances.main ?? 0n,
      currency: wallet?.currency ?? 'BDT',
    };
  }
}

/** Numbers are compared in the 11-digit local form the forms use: "8801711111111" -> "01711111111". */
export function localNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 13 && digits.startsWith('880') ? digits.slice(2) : digits;
}
