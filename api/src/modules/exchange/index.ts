// What other modules may use from exchange.
export { ExchangeModule } from './exchange.module.js';
export { exchangeEvents, marketStream } from './events/exchange-events.js';
