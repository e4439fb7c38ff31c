// DMs that carry cards (src/discord/dmBundler.ts, dmCards.ts): a lone turn call goes out as its
// card; a bundle as one Components V2 message, the head and a line for each DM shown without a
// card, then as many cards as Discord's limits of one message let in (40 components counting
// nested ones, 4,000 characters of text, 10 uploads), the newest first; as text when even the
// lines would not fit. Each message is checked against the fake Discord's own rules.
import { describe, expect, it } from 'vitest';
import { cardBundle, createDmBundler, DM_CARD_LIMITS, type DmPart, type OutDm } from '../../src/discord/dmBundler';
import { cardSize, dmMessage } from '../../src/discord/dmCards';
import { dmHead } from '../../src/discord/messages';
import type { DmCard, RowSpec } from '../../src/services';
import { checkMessage } from '../fake-discord/limits';
import type { UploadedFile } from '../fake-discord/types';
import { PNG_1x1 } from '../support/service';
import { warpClock } from '../support/dmClock';

const HEAD = '**Your turn in 10 games**';

/** A turn card of game `g`: `buttons` pick buttons in rows of five, a picture, `text` characters. */
function card(g: number, { buttons = 4, text = 200, picture = true } = {}): DmCard {
  const rows: RowSpec[] = [];
  for (let i = 0; i < buttons; i += 5)
    rows.push({
      buttons: Array.from({ length: Math.min(5, buttons - i) }, (_, k) => ({
        customId: `pick:${g}:3:c${i + k}`,
        label: `Choice ${i + k}`,
        style: 'secondary' as const,
      })),
    });
  return {
    reply: {
      ephemeral: false,
      card: true,
      content: `Your turn in game ${g}\n${'x'.repeat(Math.max(0, text - 20))}`.slice(0, text),
      rows,
      ...(picture ? { image: { name: `game-${g}.png`, data: PNG_1x1 } } : {}),
    },
    turnNo: 3,
    placeId: `thread-${g}`,
  };
}

const part = (g: number, c: DmCard | undefined = card(g)): DmPart => ({
  userId: 'amy',
  content: `Your turn in game ${g} (the whole DM)`,
  brief: `Your turn in game ${g}: https://discord.com/channels/1/${g}/${g}`,
  locale: 'en',
  gameId: g,
  ...(c ? { card: c } : {}),
});

/** The message Discord gets, as the fake checks it: its problems, and its body. */
function posted(dm: OutDm) {
  const m = dmMessage(dm);
  const files: UploadedFile[] = m.files.map((f, i) => ({
    field: `files[${i}]`,
    filename: f.name,
    contentType: 'image/png',
    data: f.data,
  }));
  return { problems: checkMessage(JSON.parse(JSON.stringify(m.body)), files, false), body: m.body as Record<string, unknown> };
}

const games = (dm: OutDm) => dm.cards.map((p) => p.gameId);

describe('a DM with cards', () => {
  it('measures a card as the message Discord gets counts it', () => {
    // The container, its text, its picture, two rows of 5 and 2 buttons.
    expect(cardSize(card(1, { buttons: 7 }))).toEqual({ components: 3 + 6 + 3, text: 200, files: 1 });
    expect(cardSize(card(2, { buttons: 1, picture: false }))).toEqual({ components: 2 + 2, text: 200, files: 0 });
  });

  it('sends a lone turn call as its card, at once', async () => {
    const sent: OutDm[] = [];
    const b = createDmBundler({
      clock: warpClock(),
      send: async (_to, dm) => void sent.push(dm),
      head: dmHead,
      failed: () => {},
      measure: cardSize,
    });
    await b.add(part(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ text: '', cards: [{ gameId: 1 }] });
    const { problems, body } = posted(sent[0]);
    expect(problems).toEqual([]);
    expect(body.flags).toBe(1 << 15);
    expect(body.content).toBeUndefined();
    expect((body.components as Array<{ type: number }>).map((c) => c.type)).toEqual([17]);
  });

  it('bundles cards that fit as one message: the head, then a card a game', () => {
    const dm = cardBundle([part(1), part(2), part(3)], HEAD, cardSize)!;
    expect(dm).toEqual({ text: HEAD, cards: [part(1), part(2), part(3)] });
    const { problems, body } = posted(dm);
    expect(problems).toEqual([]);
    expect((body.components as Array<{ type: number }>).map((c) => c.type)).toEqual([10, 17, 17, 17]);
  });

  it('shows the newest cards that fit 40 components, the others as their line with its link, in order', () => {
    // Ten games of four buttons: each card takes 3 + 5 = 8 components, so four fit beside the head's text (33).
    const parts = Array.from({ length: 10 }, (_, i) => part(i + 1));
    const dm = cardBundle(parts, HEAD, cardSize)!;
    expect(games(dm)).toEqual([7, 8, 9, 10]);
    expect(dm.text).toBe([HEAD, ...parts.slice(0, 6).map((p) => p.brief)].join('\n\n'));
    const { problems } = posted(dm);
    expect(problems).toEqual([]);
    // One more card would pass Discord's limit: the fake refuses exactly that.
    const over = posted({ text: dm.text, cards: parts.slice(5) });
    expect(over.problems.map((p) => p.rule)).toContain('components-v2-count');
  });

  it('keeps within 4,000 characters of text and 10 uploads', () => {
    const long = [1, 2, 3].map((g) => part(g, card(g, { text: 1800, buttons: 1 })));
    // The two newest (3,600 characters); a third would pass 4,000.
    expect(games(cardBundle(long, HEAD, cardSize)!)).toEqual([2, 3]);
    // Twelve small cards with a picture each (4 components): ten uploads at most.
    const small = Array.from({ length: 12 }, (_, i) => part(i + 1, card(i + 1, { buttons: 0, text: 50 })));
    const dm = cardBundle(small, HEAD, cardSize)!;
    expect(games(dm)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(dmMessage(dm).files).toHaveLength(DM_CARD_LIMITS.files);
    expect(posted(dm).problems).toEqual([]);
  });

  it('puts another DM of the minute (not a turn) whole among the lines', () => {
    const note: DmPart = { userId: 'amy', content: '🔒 The thread is locked: the game goes on in #games.', locale: 'en' };
    const dm = cardBundle([part(1), note, part(2)], HEAD, cardSize)!;
    expect(dm).toEqual({ text: `${HEAD}\n\n${note.content}`, cards: [part(1), part(2)] });
  });

  it('goes as text when even the lines would pass the limit of text', async () => {
    const parts = Array.from({ length: 4 }, (_, i) => ({ ...part(i + 1), brief: 'y'.repeat(1500) }));
    expect(cardBundle(parts.slice(1), HEAD, cardSize)).toBeNull();
    const clock = warpClock();
    const sent: OutDm[] = [];
    const b = createDmBundler({
      clock,
      send: async (_to, dm) => void sent.push(dm),
      head: dmHead,
      failed: () => {},
      measure: cardSize,
    });
    for (const p of parts) await b.add(p);
    await clock.advance(60_000);
    // The first at once (its card), then the three held as text: each whole in one DM of 2,000 characters at most.
    expect(sent.map((d) => d.cards.length)).toEqual([1, 0]);
    expect(sent[1].text).toBe(['**Your turn in 3 games**', ...parts.slice(1).map((p) => p.content)].join('\n\n'));
    expect(posted(sent[1]).problems).toEqual([]);
  });
});
