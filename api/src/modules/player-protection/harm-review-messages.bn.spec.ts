import { describe, expect, it } from '@jest/globals';
import { notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { harmReviewMessages } from './domain/harm-review.js';
import { harmReviewBangla } from './harm-review-messages.bn.js';

describe('review queue messages in Bangla', () => {
  it('every answer has a Bangla, and it is Bangla', () => {
    expect(untranslated(harmReviewBangla, Object.values(harmReviewMessages))).toEqual([]);
    expect(notBangla(harmReviewBangla)).toEqual([]);
  });
});
