import { Catch, Inject, UnauthorizedException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { AllExceptionsFilter } from '../../../platform/http/all-exceptions.filter.js';
import { MessageCatalog } from '../../../platform/i18n/message-catalog.js';

/** Spec 8: a launch without a session says 'User not logged in' (still 401, in the usual error body). */
@Catch(UnauthorizedException)
export class UserNotLoggedInFilter implements ExceptionFilter {
  private readonly errors: AllExceptionsFilter;

  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    this.errors = new AllExceptionsFilter(messages);
  }

  catch(_exception: UnauthorizedException, host: ArgumentsHost): void {
    this.errors.catch(new UnauthorizedException({ message: 'User not logged in' }), host);
  }
}
