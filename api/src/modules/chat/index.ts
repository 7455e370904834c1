// What other modules may use from the chat: the module only (nothing outside reads or writes conversations).
export { ChatModule } from './chat.module.js';
