// Integration tier (api/jest.config.js setupFilesAfterEnv): a test whose requests got an answer off the
// OpenAPI contract fails, naming the answers (response-contract.ts records them as test apps send them).
import { afterEach } from '@jest/globals';
import { takeContractViolations } from './response-contract.js';

afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length) {
    throw new Error(
      `${violations.length} answer(s) off the OpenAPI contract (fix the route, its @ApiAnswer or the contract type):\n` +
        violations.map((v) => `  ${v.request} → ${v.status}: ${v.problem}`).join('\n'),
    );
  }
});
