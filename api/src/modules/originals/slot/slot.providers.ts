import { SpinSlot } from './commands/spin-slot/spin-slot.js';
import { SlotPacingRepository } from './persistence/slot-pacing.repository.js';

/** The slot (issue 19): the module's providers for it, registered in originals.module.ts. */
export const slotProviders = [SlotPacingRepository, SpinSlot];
