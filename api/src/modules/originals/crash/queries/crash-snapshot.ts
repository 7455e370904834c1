import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { crashRoom, type CrashSnapshot } from '@khela/contracts';
import type { Socket } from 'socket.io';
import { Clock } from '../../../../platform/clock/clock.js';
import { PublicRooms, type PublicRoomHandler } from '../../../../platform/realtime/public-rooms.js';
import { CrashBetsRepository } from '../persistence/crash-bets.repository.js';
import { CrashChainRepository } from '../persistence/crash-chain.repository.js';
import { CrashRoundsRepository } from '../persistence/crash-rounds.repository.js';
import { presentHistory, presentPublicBet, presentRound } from '../present-crash.js';

/**
 * The crash game's whole public state: the live round, its bets, the last 20 results and the chain in play.
 * Answered by GET /api/originals/crash and sent to a socket as it joins `crash:live` (the room's handler), so a
 * page that (re)connects starts from the truth and then follows the pushes.
 */
@Injectable()
export class CrashSnapshotQuery implements PublicRoomHandler, OnModuleInit {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(CrashChainRepository) private readonly chains: CrashChainRepository,
    @Inject(CrashRoundsRepository) private readonly rounds: CrashRoundsRepository,
    @Inject(CrashBetsRepository) private readonly bets: CrashBetsRepository,
    @Inject(PublicRooms) private readonly publicRooms: PublicRooms,
  ) {}

  onModuleInit(): void {
    this.publicRooms.register('crash:', this);
  }

  async snapshot(): Promise<CrashSnapshot> {
    const [round, history, chain] = await Promise.all([this.rounds.live(), this.rounds.history(20), this.chains.current()]);
    const shown = round ?? history[0] ?? null;
    return {
      round: shown ? presentRound(shown, this.clock.nowMs()) : null,
      bets: shown ? (await this.bets.ofRound(shown.id)).map(presentPublicBet) : [],
      history: history.map(presentHistory),
      chain: chain ? { terminating_hash: chain.terminatingHash, salt: chain.salt, length: chain.length } : null,
    };
  }

  admit(_socket: Socket, room: string): string | undefined {
    return room === crashRoom ? undefined : 'This room cannot be joined.';
  }

  joined(socket: Socket): void {
    void this.snapshot().then(
      (snapshot) => socket.emit('crash:snapshot', snapshot),
      () => socket.emit('error', { message: 'The crash game is not available right now.' }),
    );
  }

  left(): void {}
}
