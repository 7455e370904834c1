import { staffRoles, type StaffRole, type StaffStatus } from '@khela/contracts';
import { roleKeyPattern } from '../../domain/staff-rules.js';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { NumberField } from '../../../../platform/http/number-field.js';
import { SortParam } from '../../../../platform/http/sort-param.js';
import { staffSortColumns } from '../../persistence/staff-users.repository.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class StaffRolesDto {
  // role keys: the seeded defaults or created roles (issue 22); whether each exists is the handler's answer
  @ApiProperty({ type: [String], example: [...staffRoles.slice(1, 3)] })
  @IsArray({ message: 'Choose at least one role.' })
  @ArrayMinSize(1, { message: 'Choose at least one role.' })
  @ArrayMaxSize(20, { message: 'Choose at most 20 roles.' })
  @IsString({ each: true, message: 'Each role must be a role key (lower-case letters, digits and dashes).' })
  @Matches(roleKeyPattern, { each: true, message: 'Each role must be a role key (lower-case letters, digits and dashes).' })
  roles!: StaffRole[];
}

export class CreateStaffDto extends StaffRolesDto {
  @ApiProperty({ example: 'finance2' })
  @Transform(trim)
  @IsString()
  @Matches(/^[A-Za-z0-9._-]{3,32}$/, { message: 'Username must be 3 to 32 letters, digits, dots, dashes or underscores.' })
  username!: string;

  @ApiProperty({ example: 'Nusrat Jahan' })
  @Transform(trim)
  @IsString()
  @Length(1, 80, { message: 'Display name is required (at most 80 characters).' })
  display_name!: string;

  @ApiProperty({ description: 'Initial password: 10 to 128 characters with a letter and a digit.' })
  @IsString()
  @Length(10, 128, { message: 'Password must be 10 to 128 characters long.' })
  password!: string;
}

export class ListStaffDto {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(0, 64)
  q?: string;

  @IsOptional()
  @Matches(roleKeyPattern, { message: 'Each role must be a role key (lower-case letters, digits and dashes).' })
  role?: StaffRole;

  @IsOptional()
  @IsIn(['active', 'disabled'])
  status?: StaffStatus;

  /** `username` (the default), `created_at` or `last_login_at`; a leading minus sorts descending. */
  @SortParam(staffSortColumns)
  sort?: string;

  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  page?: number;

  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  @Max(200)
  per_page?: number;
}
