import { staffPermissions, type StaffPermission } from '@khela/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Length, Matches } from 'class-validator';

// no control characters (a NUL is refused by Postgres text: it must be a 400 here, not a 500 there)
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const printable = /^[^\u0000-\u001f\u007f]*$/;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/roles and PUT /api/admin/roles/:key. Which permissions exist is the handler's answer. */
export class StaffRoleDto {
  @ApiProperty({ type: String, example: 'Finance junior' })
  @Transform(trim)
  @IsString({ message: 'Role name must be 1 to 40 characters, without control characters.' })
  @Length(1, 40, { message: 'Role name must be 1 to 40 characters, without control characters.' })
  @Matches(printable, { message: 'Role name must be 1 to 40 characters, without control characters.' })
  name!: string;

  @ApiProperty({ type: String, required: false, nullable: true, example: 'Reads the payment queue; cannot approve.' })
  @IsOptional()
  // null means none, as leaving it out does (it reached the NOT NULL column and answered 500: bad-input suite)
  @Transform(({ value }: { value: unknown }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Description must be at most 200 characters, without control characters.' })
  @Length(0, 200, { message: 'Description must be at most 200 characters, without control characters.' })
  @Matches(printable, { message: 'Description must be at most 200 characters, without control characters.' })
  description = '';

  @ApiProperty({ enum: staffPermissions, isArray: true })
  @IsArray({ message: 'Permissions must be a list.' })
  @ArrayMaxSize(staffPermissions.length * 2, { message: 'Permissions must be a list.' })
  @IsString({ each: true, message: 'Permissions must be a list.' })
  @Length(1, 64, { each: true, message: 'Permissions must be a list.' })
  permissions!: StaffPermission[];
}

/** PUT /api/admin/staff/:id/ip-allowlist */
export class StaffIpAllowlistDto {
  @ApiProperty({ type: [String], example: ['203.0.113.0/24', '198.51.100.7'] })
  @IsArray({ message: 'Give a list of addresses or network blocks (at most 20).' })
  @ArrayMaxSize(20, { message: 'Give a list of addresses or network blocks (at most 20).' })
  @IsString({ each: true, message: 'Give a list of addresses or network blocks (at most 20).' })
  @Length(1, 64, { each: true, message: 'Give a list of addresses or network blocks (at most 20).' })
  cidrs!: string[];
}
