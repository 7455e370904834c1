import { describe, expect, it } from '@jest/globals';
import { notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { broadcastMessages } from './domain/broadcast-rules.js';
import { inboxMessages } from './domain/inbox-messages.js';
import { inboxBangla } from './inbox-messages.bn.js';

describe('inbox messages in Bangla', () => {
  it('every answer has a Bangla, and it is Bangla', () => {
    expect(untranslated(inboxBangla, [...Object.values(inboxMessages), ...Object.values(broadcastMessages)])).toEqual([]);
    expect(notBangla(inboxBangla)).toEqual([]);
  });
});
