// What other modules may use from personal-data: the module itself (nothing else needs its internals).
export { PersonalDataModule } from './personal-data.module.js';
