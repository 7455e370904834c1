// What other modules may use from turnover.
export { TurnoverModule } from './turnover.module.js';
export {
  RegisterTurnoverRequirementCommand,
  type TurnoverRequirementInput,
} from './commands/register-requirement/register-turnover-requirement.command.js';
export { HasActiveTurnoverQuery, ListTurnoverTicketsQuery } from './queries/list-tickets/turnover-queries.js';
export { turnoverEvents } from './events/turnover-events.js';
