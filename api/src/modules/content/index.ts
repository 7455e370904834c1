// What other modules may use from content.
export { ContentModule } from './content.module.js';
