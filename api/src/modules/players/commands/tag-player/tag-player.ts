import type { StaffPlayerTags } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { player360Messages } from '../../domain/player-360-rules.js';
import { fail, type PlayerResult } from '../../domain/player-failure.js';
import { PlayerTagsRepository } from '../../persistence/player-tags.repository.js';
import { playerExists } from '../player-exists.js';

type TagResult = PlayerResult<{ answer: StaffPlayerTags }>;

/**
 * Staff add or remove a tag on a player (players.tags, issue 22). Each is one StaffWrite: the change and its audit
 * row (`player.tag_added` / `player.tag_removed`, with the player's tags before and after) commit together; adding a
 * tag the player has, or removing one they do not, is refused (409) and writes nothing.
 */
@Injectable()
export class TagPlayer {
  constructor(
    @Inject(PlayerTagsRepository) private readonly tags: PlayerTagsRepository,
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
  ) {}

  add(playerId: string, tag: string, audit: AuditContext): Promise<TagResult> {
    return this.staffWrite.run<TagResult>(audit, async (db) => {
      if (!(await playerExists(db, playerId))) return { result: fail('not_found', player360Messages.notFound) };
      const before = await this.tags.of(playerId, db);
      if (!(await this.tags.add(db, playerId, tag, audit.actorId!))) return { result: fail('conflict', player360Messages.tagExists) };
      const after = await this.tags.of(playerId, db);
      return {
        result: { ok: true, answer: { message: player360Messages.tagAdded, tags: after } },
        entry: {
          action: 'player.tag_added',
          targetKind: 'player',
          targetId: playerId,
          before: { tags: before.map((t) => t.tag) },
          after: { tags: after.map((t) => t.tag), tag },
        },
      };
    });
  }

  remove(playerId: string, tag: string, audit: AuditContext): Promise<TagResult> {
    return this.staffWrite.run<TagResult>(audit, async (db) => {
      if (!(await playerExists(db, playerId))) return { result: fail('not_found', player360Messages.notFound) };
      const before = await this.tags.of(playerId, db);
      const removed = await this.tags.remove(db, playerId, tag);
      if (!removed) return { result: fail('conflict', player360Messages.tagMissing) };
      const after = await this.tags.of(playerId, db);
      return {
        result: { ok: true, answer: { message: player360Messages.tagRemoved, tags: after } },
        entry: {
          action: 'player.tag_removed',
          targetKind: 'player',
          targetId: playerId,
          before: { tags: before.map((t) => t.tag), removed },
          after: { tags: after.map((t) => t.tag) },
        },
      };
    });
  }
}
