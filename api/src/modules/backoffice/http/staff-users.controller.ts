import type { StaffUserPage, StaffUserView } from '@khela/contracts';
import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AssignStaffRolesCommand } from '../commands/assign-staff-roles/assign-staff-roles.command.js';
import { CreateStaffCommand } from '../commands/create-staff/create-staff.command.js';
import { ResetStaff2faCommand } from '../commands/reset-staff-2fa/reset-staff-2fa.command.js';
import { SetStaffIpAllowlistCommand } from '../commands/set-staff-ip-allowlist/set-staff-ip-allowlist.command.js';
import { SetStaffStatusCommand } from '../commands/set-staff-status/set-staff-status.command.js';
import type { AuditContext } from '../persistence/audit-log.js';
import { GetStaffQuery } from '../queries/get-staff/get-staff.query.js';
import { ListStaffQuery } from '../queries/list-staff/list-staff.query.js';
import { StaffIpAllowlistDto } from './dto/staff-roles.dto.js';
import { CreateStaffDto, ListStaffDto, StaffRolesDto } from './dto/staff-users.dto.js';
import { RequirePermission } from './require-permission.js';
import { Audit } from './staff-actor.decorator.js';
import { unwrap } from './staff-errors.http.js';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';
import { parseSort } from '../../../platform/http/sort-param.js';
import type { StaffSortColumn } from '../persistence/staff-users.repository.js';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ message: 'Staff account not found.' }) });

/** Staff management (admin): accounts, roles, disable/enable, 2FA reset. Every change is audited. */
@ApiTags('admin: staff')
@Controller('api/admin/staff')
export class StaffUsersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiAnswer('StaffUserPage')
  @RequirePermission('staff.read')
  @ApiOperation({
    summary: 'Staff accounts by username, filterable by text, role and status; sortable by username, creation or last sign-in.',
  })
  list(@Query() query: ListStaffDto): Promise<StaffUserPage> {
    return this.queries.execute(
      new ListStaffQuery({
        ...(query.q ? { search: query.q } : {}),
        ...(query.role ? { role: query.role } : {}),
        ...(query.status ? { status: query.status } : {}),
        sort: parseSort<StaffSortColumn>(query.sort, { column: 'username', descending: false }),
        page: query.page ?? 1,
        perPage: query.per_page ?? 25,
      }),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One staff user: roles, status, 2FA state.' })
  @ApiAnswer('StaffUserView', { errors: { 404: 'No such staff user.' } })
  @RequirePermission('staff.read')
  async get(@Param('id', uuid) id: string): Promise<StaffUserView> {
    const found = await this.queries.execute(new GetStaffQuery(id));
    if (!found) throw new NotFoundException({ message: 'Staff account not found.' });
    const { permissions: _permissions, ...view } = found; // the page shows roles; /roles tells what each grants
    return view;
  }

  @Post()
  @ApiAnswer('StaffUserView', { status: 201, errors: { 409: 'The e-mail is already used.' } })
  @RequirePermission('staff.manage')
  @ApiOperation({ summary: 'Open a staff account with an initial password; 2FA is enrolled at its first sign-in.' })
  async create(@Body() body: CreateStaffDto, @Audit() audit: AuditContext): Promise<StaffUserView> {
    return unwrap(await this.commands.execute(new CreateStaffCommand(body, audit)));
  }

  @Put(':id/roles')
  @ApiAnswer('StaffUserView', { errors: { 404: 'No such staff user.' } })
  @RequirePermission('staff.manage')
  @ApiOperation({ summary: 'Replace the roles of a staff account.' })
  async assignRoles(@Param('id', uuid) id: string, @Body() body: StaffRolesDto, @Audit() audit: AuditContext): Promise<StaffUserView> {
    return unwrap(await this.commands.execute(new AssignStaffRolesCommand(id, body.roles, audit)));
  }

  @Put(':id/ip-allowlist')
  @ApiAnswer('StaffUserView', { errors: { 404: 'No such staff user.', 409: 'The list would lock the caller out.' } })
  @RequirePermission('staff.manage')
  @ApiOperation({ summary: 'Replace the addresses (CIDR) a staff account may use the back-office from; an empty list admits any.' })
  async setIpAllowlist(
    @Param('id', uuid) id: string,
    @Body() body: StaffIpAllowlistDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffUserView> {
    return unwrap(await this.commands.execute(new SetStaffIpAllowlistCommand(id, body.cidrs, audit)));
  }

  @Post(':id/disable')
  @ApiAnswer('StaffUserView', { errors: { 404: 'No such staff user.' } })
  @ApiNoBody()
  @HttpCode(200)
  @RequirePermission('staff.manage')
  @ApiOperation({ summary: 'Disable an account and end all its sessions.' })
  async disable(@Param('id', uuid) id: string, @Audit() audit: AuditContext): Promise<StaffUserView> {
    return unwrap(await this.commands.execute(new SetStaffStatusCommand(id, 'disabled', audit)));
  }

  @Post(':id/enable')
  @ApiAnswer('StaffUserView', { errors: { 404: 'No such staff user.' } })
  @ApiNoBody()
  @HttpCode(200)
  @RequirePermission('staff.manage')
  @ApiOperation({ summary: 'Enable an account again (also lifts a sign-in lock).' })
  async enable(@Param('id', uuid) id: string, @Audit() audit: AuditContext): Promise<StaffUserView> {
    return unwrap(await this.commands.execute(new SetStaffStatusCommand(id, 'active', audit)));
  }

  @Post(':id/reset-2fa')
  @ApiAnswer('StaffUserView', { errors: { 404: 'No such staff user.' } })
  @ApiNoBody()
  @HttpCode(200)
  @RequirePermission('staff.manage')
  @ApiOperation({ summary: 'Forget the authenticator and end all sessions; the next sign-in enrols again.' })
  async reset2fa(@Param('id', uuid) id: string, @Audit() audit: AuditContext): Promise<StaffUserView> {
    return unwrap(await this.commands.execute(new ResetStaff2faCommand(id, audit)));
  }
}
