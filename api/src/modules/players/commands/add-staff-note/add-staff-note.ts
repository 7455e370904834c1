import type { StaffPlayerNoteAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { player360Messages } from '../../domain/player-360-rules.js';
import { fail, type PlayerResult } from '../../domain/player-failure.js';
import { StaffNotesRepository } from '../../persistence/staff-notes.repository.js';
import { playerExists } from '../player-exists.js';

/**
 * Staff add an internal note to a player (players.notes, issue 22). One StaffWrite: the note and its audit row
 * (`player.note_added`, the note in `after`) commit together. Notes are never edited or deleted (the table is
 * append-only); a correction is a new note.
 */
@Injectable()
export class AddStaffNote {
  constructor(
    @Inject(StaffNotesRepository) private readonly notes: StaffNotesRepository,
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
  ) {}

  execute(playerId: string, body: string, audit: AuditContext): Promise<PlayerResult<{ answer: StaffPlayerNoteAnswer }>> {
    return this.staffWrite.run<PlayerResult<{ answer: StaffPlayerNoteAnswer }>>(audit, async (db) => {
      if (!(await playerExists(db, playerId))) return { result: fail('not_found', player360Messages.notFound) };
      const note = await this.notes.add(db, playerId, audit.actorId!, body);
      return {
        result: { ok: true, answer: { message: player360Messages.noteAdded, note } },
        entry: { action: 'player.note_added', targetKind: 'player', targetId: playerId, after: { note_id: note.id, body: note.body } },
      };
    });
  }
}
