import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// The spec's payloads (section 7), field names as the clients send them. Fields are only allowed here;
// the players domain checks them with the spec's own messages and order (domain/*-rules.ts).

export class MobileSignUpDto {
  @Allow() @ApiPropertyOptional({ example: 'rahim2024' }) username?: unknown;
  @Allow() @ApiPropertyOptional({ example: 'Khela1234' }) password?: unknown;
  @Allow() @ApiPropertyOptional({ example: 'Khela1234' }) confirmPassword?: unknown;
  @Allow() @ApiPropertyOptional({ example: 'Rahim Uddin' }) name?: unknown;
  @Allow() @ApiPropertyOptional({ example: '01712345678' }) phone?: unknown;
  @Allow() @ApiPropertyOptional({ example: 'rahim@example.com' }) email?: unknown;
  @Allow() @ApiPropertyOptional() referral_code?: unknown;
  @Allow() @ApiPropertyOptional() agent_code?: unknown;
  @Allow() @ApiPropertyOptional() affiliate_code?: unknown;
  @Allow() @ApiPropertyOptional({ enum: ['BDT', 'INR', 'PKR'], default: 'BDT' }) currency?: unknown;
  @Allow()
  @ApiPropertyOptional({ example: 'active', description: 'Accepted for compatibility; new players are always active.' })
  status?: unknown;
}

export class DesktopRegistrationDto {
  @Allow() @ApiPropertyOptional() username?: unknown;
  @Allow() @ApiPropertyOptional() password?: unknown;
  @Allow() @ApiPropertyOptional() confirmPassword?: unknown;
  @Allow() @ApiPropertyOptional({ description: '8 BDT (default), 7 INR, 17 PKR' }) currencyType?: unknown;
  @Allow() @ApiPropertyOptional() friendReferCode?: unknown;
  @Allow() @ApiPropertyOptional() realName?: unknown;
  @Allow() @ApiPropertyOptional({ example: '880' }) callingCode?: unknown;
  @Allow() @ApiPropertyOptional() phoneNumber?: unknown;
  @Allow() @ApiPropertyOptional() email?: unknown;
  @Allow() @ApiPropertyOptional({ description: 'The 4 digits of GET /captcha' }) captcha?: unknown;
  @Allow() @ApiPropertyOptional() ageCheck?: unknown;
}

export class LoginDto {
  @Allow() @ApiPropertyOptional() username?: unknown;
  @Allow() @ApiPropertyOptional() password?: unknown;
}

export class RemoteIdQueryDto {
  @Allow() @ApiPropertyOptional({ description: "Must be the caller's own id" }) remote_id?: unknown;
}

export class BirthDateDto {
  @Allow() @ApiPropertyOptional() remote_id?: unknown;
  @Allow() @ApiPropertyOptional({ example: '1995-04-14' }) dofb?: unknown;
}

export class SendCodeDto {
  @Allow() @ApiPropertyOptional() phone?: unknown;
  @Allow() @ApiPropertyOptional() email?: unknown;
}

export class PhoneDto {
  @Allow() @ApiPropertyOptional() phone?: unknown;
}

export class EmailCodeDto {
  @Allow() @ApiPropertyOptional({ example: '123456' }) code?: unknown;
}

export class PhoneCodeDto {
  @Allow() @ApiPropertyOptional({ example: '123456' }) verification_code?: unknown;
}

export class ChangePasswordDto {
  @Allow() @ApiPropertyOptional() old_password?: unknown;
  @Allow() @ApiPropertyOptional() new_password?: unknown;
  @Allow() @ApiPropertyOptional() new_password_confirmation?: unknown;
}

export class ForgotPasswordDto {
  @Allow() @ApiPropertyOptional({ enum: ['email', 'sms'] }) type?: unknown;
  @Allow() @ApiPropertyOptional() email?: unknown;
  @Allow() @ApiPropertyOptional() phone?: unknown;
  @Allow() @ApiPropertyOptional() username?: unknown;
}

export class ResetPasswordDto {
  @Allow() @ApiPropertyOptional() otp?: unknown;
  @Allow() @ApiPropertyOptional() password?: unknown;
  @Allow() @ApiPropertyOptional() password_confirmation?: unknown;
  @Allow() @ApiPropertyOptional() username?: unknown;
}
