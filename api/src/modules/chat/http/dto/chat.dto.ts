import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type {
  ChatAgentSendRequest,
  ChatCannedReplyRequest,
  ChatPresenceRequest,
  ChatSendRequest,
  ChatTransferRequest,
} from '@khela/contracts';

// Message text is only allowed here, not validated: the chat's own rule (domain/chat-text.ts) answers an empty
// or whitespace-only message with the spec's words in English and Bangla, which the validation pipe cannot.

/** `POST /api/chats` (spec section 7): both ids are ignored, the token says who and the other side is support. */
export class OpenChatBody {
  @Allow() @ApiPropertyOptional({ description: 'Ignored (the caller).' }) user_one_id?: unknown;
  @Allow() @ApiPropertyOptional({ description: 'Ignored (support).' }) user_two_id?: unknown;
}

export class SendChatMessageBody implements Partial<Record<keyof ChatSendRequest, unknown>> {
  @Allow()
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], example: 12, description: 'The chat to write to.' })
  chat_id?: unknown;
  @Allow()
  @ApiProperty({ type: String, example: 'My deposit has not arrived', description: '1-2000 characters of text.' })
  content?: unknown;
  @Allow() @ApiPropertyOptional({ description: 'Ignored: the token says who sends.' }) sender_id?: unknown;
  @IsOptional()
  @IsString()
  @MaxLength(64)
  @ApiPropertyOptional({ type: String, description: 'Sent again with a retry, stores the message once.' })
  client_key?: string;
}

export class AgentSendBody implements Partial<Record<keyof ChatAgentSendRequest, unknown>> {
  @Allow() @ApiProperty({ type: String, description: '1-2000 characters of text.' }) content?: unknown;
  @IsOptional() @IsString() @MaxLength(64) @ApiPropertyOptional({ type: String }) client_key?: string;
}

export class TransferBody implements ChatTransferRequest {
  @IsUUID() @ApiProperty({ type: String, format: 'uuid', description: 'The agent (staff id) to give the chat to.' }) agent_id!: string;
}

export class PresenceBody implements ChatPresenceRequest {
  @IsIn(['online', 'away']) @ApiProperty({ enum: ['online', 'away'] }) status!: 'online' | 'away';
}

export class CannedReplyBody implements Partial<Record<keyof ChatCannedReplyRequest, unknown>> {
  @Allow() @ApiProperty({ type: String, description: '1-80 characters.' }) title?: unknown;
  @Allow() @ApiProperty({ type: String, description: 'The reply in English, 1-2000 characters.' }) body_en?: unknown;
  @Allow() @ApiProperty({ type: String, description: 'The reply in Bangla, 1-2000 characters.' }) body_bn?: unknown;
}
