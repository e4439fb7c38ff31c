// The harness's message helpers, on hand-made messages: the e2e files lean on them to find
// buttons and whose turn a message names, so a wrong find would misdirect every flow.
import { describe, expect, it } from 'vitest';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { buttonId, whoseTurn } from './botHarness';

const message = (content: string, buttons: Array<{ label: string; id: string; disabled?: boolean }>): StoredMessage => ({
  id: 'm1',
  channelId: 'c1',
  content,
  components: [
    {
      type: 1,
      components: buttons.map((b) => ({ type: 2, style: 1, label: b.label, custom_id: b.id, disabled: b.disabled ?? false })),
    },
  ],
  embeds: [],
  attachments: [],
  flags: 0,
  visibleTo: null,
  interactionId: null,
  type: 0,
  createdAt: 0,
  editedAt: null,
  deleted: false,
});

describe('buttonId', () => {
  it('finds the first enabled button whose label matches, and says which labels there were when none does', () => {
    const m = message('lobby', [
      { label: 'Join', id: 'join-old', disabled: true },
      { label: 'Join', id: 'join' },
      { label: 'Start', id: 'start' },
    ]);
    expect(buttonId(m, /^Join$/)).toBe('join');
    expect(buttonId(m, /^Start$/)).toBe('start');
    expect(() => buttonId(m, /^Leave$/)).toThrow('no enabled button /^Leave$/ on: Join | Join | Start');
  });
});

describe('whoseTurn', () => {
  const amy = { id: '11', username: 'amy', globalName: 'Amy' } as FakeUser;
  const bo = { id: '22', username: 'bo', globalName: 'Bo' } as FakeUser;
  it("names the user the call to act pings, and nobody when the message calls no one's turn", () => {
    expect(whoseTurn(message('▶ <@22> (Blue): roll the die', []), [amy, bo])).toBe(bo);
    expect(whoseTurn(message('🏆 Amy wins', []), [amy, bo])).toBeUndefined();
    expect(whoseTurn(message('▶ <@33>: roll', []), [amy, bo])).toBeUndefined();
  });
});
