import { jest } from '@jest/globals';
import { describeKillDuringPaymentsLoad } from './kill-during-load.js';

jest.setTimeout(240_000);

describeKillDuringPaymentsLoad('worker');
