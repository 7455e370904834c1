// What other modules may use from exchange.
export { ExchangeModule } from './exchange.module.js';
