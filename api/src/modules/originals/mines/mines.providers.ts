import { CashOutMines } from './commands/cash-out/cash-out-mines.js';
import { MinesWallet } from './commands/mines-wallet.js';
import { RevealMinesTile } from './commands/reveal-tile/reveal-tile.js';
import { StartMinesGame } from './commands/start-game/start-mines-game.js';
import { FinishMinesGamesJob } from './jobs/finish-mines-games.job.js';
import { MinesGamesRepository } from './persistence/mines-games.repository.js';

/** Mines (issue 19): the module's providers for it, registered in originals.module.ts. */
export const minesProviders = [MinesGamesRepository, MinesWallet, StartMinesGame, RevealMinesTile, CashOutMines, FinishMinesGamesJob];
