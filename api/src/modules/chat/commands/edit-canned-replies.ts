import { Inject, Injectable } from '@nestjs/common';
import type { ChatCannedReply, ChatCannedReplyRequest } from '@khela/contracts';
import { StaffWrite, type AuditContext } from '../../backoffice/index.js';
import { readCannedReply } from '../domain/canned-reply-rules.js';
import { chatMessages } from '../domain/chat-messages.js';
import { done, refuse, type ChatOutcome } from '../domain/outcome.js';
import { CannedRepliesRepository } from '../persistence/canned-replies.repository.js';

type Input = Partial<Record<keyof ChatCannedReplyRequest, unknown>>;

/** Staff add, change and delete the console's canned replies; each an audited staff write. */
@Injectable()
export class EditCannedReplies {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(CannedRepliesRepository) private readonly replies: CannedRepliesRepository,
  ) {}

  async create(input: Input, audit: AuditContext): Promise<ChatOutcome<ChatCannedReply>> {
    const fields = readCannedReply(input);
    if (typeof fields === 'string') return refuse(400, fields);
    return this.write.run(audit, async (db) => {
      const reply = await this.replies.create(db, fields);
      return {
        result: done(reply),
        entry: {
          action: 'chat.canned_reply_created',
          targetKind: 'chat_canned_reply',
          targetId: String(reply.id),
          before: null,
          after: reply,
        },
      };
    });
  }

  async update(id: string, input: Input, audit: AuditContext): Promise<ChatOutcome<ChatCannedReply>> {
    if (!/^\d{1,18}$/.test(id)) return refuse(404, chatMessages.cannedNotFound);
    const fields = readCannedReply(input);
    if (typeof fields === 'string') return refuse(400, fields);
    return this.write.run(audit, async (db) => {
      const before = await this.replies.lock(db, id);
      if (!before) return { result: refuse(404, chatMessages.cannedNotFound) };
      const after = await this.replies.update(db, id, fields);
      return {
        result: done(after),
        entry: { action: 'chat.canned_reply_updated', targetKind: 'chat_canned_reply', targetId: id, before, after },
      };
    });
  }

  async remove(id: string, audit: AuditContext): Promise<ChatOutcome<null>> {
    if (!/^\d{1,18}$/.test(id)) return refuse(404, chatMessages.cannedNotFound);
    return this.write.run(audit, async (db) => {
      const before = await this.replies.lock(db, id);
      if (!before) return { result: refuse(404, chatMessages.cannedNotFound) };
      await this.replies.remove(db, id);
      return {
        result: done(null),
        entry: { action: 'chat.canned_reply_deleted', targetKind: 'chat_canned_reply', targetId: id, before, after: null },
      };
    });
  }
}
