import { UpdateGameSettings } from './commands/update-game-settings/update-game-settings.js';
import { GameSettingsRepository } from './persistence/game-settings.repository.js';

/** The house games' settings screen (issue 19): providers, registered in originals.module.ts. */
export const gameSettingsProviders = [GameSettingsRepository, UpdateGameSettings];
