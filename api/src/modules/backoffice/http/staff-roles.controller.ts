import type { StaffRoleView } from '@khela/contracts';
import { Body, Controller, Delete, Get, Inject, NotFoundException, Param, Post, Put, type PipeTransform } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiNoBody, arrayOf } from '../../../platform/http/openapi/api-answer.js';
import { CreateStaffRoleCommand } from '../commands/create-staff-role/create-staff-role.command.js';
import { UpdateStaffRoleCommand } from '../commands/update-staff-role/update-staff-role.command.js';
import { DeleteStaffRoleCommand } from '../commands/delete-staff-role/delete-staff-role.command.js';
import { SetRoleIpAllowlistCommand } from '../commands/set-role-ip-allowlist/set-role-ip-allowlist.command.js';
import { roleKeyPattern } from '../domain/staff-rules.js';
import type { AuditContext } from '../persistence/audit-log.js';
import { ListStaffRolesQuery } from '../queries/list-staff-roles/list-staff-roles.query.js';
import { StaffIpAllowlistDto, StaffRoleDto } from './dto/staff-roles.dto.js';
import { RequirePermission } from './require-permission.js';
import { Audit } from './staff-actor.decorator.js';
import { unwrap } from './staff-errors.http.js';

/** A key that cannot name a role is a role that does not exist. */
const roleKey: PipeTransform<string, string> = {
  transform: (value) => {
    if (!roleKeyPattern.test(value)) throw new NotFoundException({ message: 'Role not found.' });
    return value;
  },
};

/**
 * Roles as data (issue 22): the roles staff hold and the permissions each grants. Reading is for whoever
 * reads staff; creating and editing needs staff.roles, and then only with permissions one holds
 * (domain/role-rules.ts). Assigning roles to a member is staff management's (PUT /api/admin/staff/:id/roles).
 */
@ApiTags('admin: staff')
@Controller('api/admin/roles')
export class StaffRolesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiAnswer(arrayOf('StaffRoleView'))
  @RequirePermission('staff.read')
  @ApiOperation({ summary: 'Every role, its permissions and how many active staff hold it.' })
  list(): Promise<StaffRoleView[]> {
    return this.queries.execute(new ListStaffRolesQuery());
  }

  @Post()
  @ApiAnswer('StaffRoleView', { status: 201, errors: { 403: 'A permission the caller does not hold.', 409: 'The name is taken.' } })
  @RequirePermission('staff.roles')
  @ApiOperation({ summary: 'Create a role from the permission catalogue; its key is made from its name.' })
  async create(@Body() body: StaffRoleDto, @Audit() audit: AuditContext): Promise<StaffRoleView> {
    return unwrap(await this.commands.execute(new CreateStaffRoleCommand(body, audit)));
  }

  @Put(':key')
  @ApiAnswer('StaffRoleView', {
    errors: { 403: 'A permission the caller does not hold.', 404: 'No such role.', 409: 'Locked, or the name is taken.' },
  })
  @RequirePermission('staff.roles')
  @ApiOperation({ summary: "Replace a role's name, description and permissions; holders see it at their next request." })
  async update(@Param('key', roleKey) key: string, @Body() body: StaffRoleDto, @Audit() audit: AuditContext): Promise<StaffRoleView> {
    return unwrap(await this.commands.execute(new UpdateStaffRoleCommand(key, body, audit)));
  }

  @Delete(':key')
  @ApiNoBody()
  @ApiAnswer(
    {
      type: 'object',
      properties: { key: { type: 'string' }, deleted: { const: true } },
      required: ['key', 'deleted'],
      additionalProperties: false,
    },
    { errors: { 403: 'A permission the caller does not hold.', 404: 'No such role.', 409: 'A default role, or staff still hold it.' } },
  )
  @RequirePermission('staff.roles')
  @ApiOperation({ summary: 'Delete a created role nobody holds (default roles stay); audited.' })
  async remove(@Param('key', roleKey) key: string, @Audit() audit: AuditContext): Promise<{ key: string; deleted: true }> {
    return unwrap(await this.commands.execute(new DeleteStaffRoleCommand(key, audit)));
  }

  @Put(':key/ip-allowlist')
  @ApiAnswer('StaffRoleView', {
    errors: { 403: 'A permission the caller does not hold.', 404: 'No such role.', 409: 'The list would lock the caller out.' },
  })
  @RequirePermission('staff.roles')
  @ApiOperation({
    summary:
      "Replace the addresses the role's holders may use the back office from (empty: anywhere); a member must be inside their own list and every list of their roles.",
  })
  async setIpAllowlist(
    @Param('key', roleKey) key: string,
    @Body() body: StaffIpAllowlistDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffRoleView> {
    return unwrap(await this.commands.execute(new SetRoleIpAllowlistCommand(key, body.cidrs, audit)));
  }
}
