import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// The spec's payloads (section 7), field names as the clients send them. Fields are only allowed here;
// the players domain checks them with the spec's own messages and order (domain/*-rules.ts).

export class MobileSignUpDto {
  @Allow() @ApiPropertyOptional({ type: String, example: 'rahim2024' }) username?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, example: 'Khela1234' }) password?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, example: 'Khela1234' }) confirmPassword?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, example: 'Rahim Uddin' }) name?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, example: '01712345678' }) phone?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, example: 'rahim@example.com' }) email?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) referral_code?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) agent_code?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) affiliate_code?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, enum: ['BDT', 'INR', 'PKR'], default: 'BDT' }) currency?: unknown;
  @Allow()
  @ApiPropertyOptional({ type: String, example: 'active', description: 'Accepted for compatibility; new players are always active.' })
  status?: unknown;
}

export class DesktopRegistrationDto {
  @Allow() @ApiPropertyOptional({ type: String }) username?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) password?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) confirmPassword?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, description: '8 BDT (default), 7 INR, 17 PKR' }) currencyType?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) friendReferCode?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) realName?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, example: '880' }) callingCode?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) phoneNumber?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) email?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, description: 'The 4 digits of GET /captcha' }) captcha?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, example: 'on', description: 'The age checkbox (any ticked value)' }) ageCheck?: unknown;
}

export class LoginDto {
  @Allow() @ApiPropertyOptional({ type: String }) username?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) password?: unknown;
}

export class RemoteIdQueryDto {
  @Allow() @ApiPropertyOptional({ type: String, description: "Must be the caller's own id" }) remote_id?: unknown;
}

export class BirthDateDto {
  @Allow() @ApiPropertyOptional({ type: String }) remote_id?: unknown;
  @Allow() @ApiPropertyOptional({ type: String, example: '1995-04-14' }) dofb?: unknown;
}

export class SendCodeDto {
  @Allow() @ApiPropertyOptional({ type: String }) phone?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) email?: unknown;
}

export class PhoneDto {
  @Allow() @ApiPropertyOptional({ type: String }) phone?: unknown;
}

export class EmailCodeDto {
  @Allow() @ApiPropertyOptional({ type: String, example: '123456' }) code?: unknown;
}

export class PhoneCodeDto {
  @Allow() @ApiPropertyOptional({ type: String, example: '123456' }) verification_code?: unknown;
}

export class ChangePasswordDto {
  @Allow() @ApiPropertyOptional({ type: String }) old_password?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) new_password?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) new_password_confirmation?: unknown;
}

export class ForgotPasswordDto {
  @Allow() @ApiPropertyOptional({ type: String, enum: ['email', 'sms'] }) type?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) email?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) phone?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) username?: unknown;
}

export class ResetPasswordDto {
  @Allow() @ApiPropertyOptional({ type: String }) otp?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) password?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) password_confirmation?: unknown;
  @Allow() @ApiPropertyOptional({ type: String }) username?: unknown;
}
