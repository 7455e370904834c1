import { jest } from '@jest/globals';
import { describeKillDuringPaymentsLoad } from './kill-during-load.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(240_000));

describeKillDuringPaymentsLoad('api');
