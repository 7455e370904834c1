import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, Matches } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const digitsOnly = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value);

export class StaffLoginDto {
  @ApiProperty({ example: 'admin' })
  @Transform(trim)
  @IsString()
  @Length(1, 64, { message: 'Username is required.' })
  username!: string;

  @ApiProperty()
  @IsString()
  @Length(1, 200, { message: 'Password is required.' })
  password!: string;

  @ApiProperty({ required: false, description: 'Current 6-digit code; empty at a first sign-in without 2FA.' })
  @IsOptional()
  @Transform(digitsOnly)
  @IsString()
  @Matches(/^(\d{6})?$/, { message: 'Enter the 6-digit code from your authenticator app.' })
  otp?: string;
}

export class StaffEnrolDto {
  @ApiProperty()
  @IsString()
  @Length(10, 100, { message: 'The enrolment token is missing.' })
  enrolment_token!: string;
}

export class StaffEnrolConfirmDto extends StaffEnrolDto {
  @ApiProperty({ example: '123456' })
  @Transform(digitsOnly)
  @IsString()
  @Matches(/^\d{6}$/, { message: 'Enter the 6-digit code from your authenticator app.' })
  code!: string;
}
