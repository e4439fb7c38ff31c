// Clicks in the bot's DM through the router (src/discord/interactions.ts, updates.ts, dmCards.ts):
// a button or menu used there goes to the service's dmComponent with the message it was used on;
// a card's answer updates that game's card alone (a DM bundle keeps its other cards, their buttons
// and pictures); a new DM card answered there is recorded; answers in the bot's DM keep their
// buttons and menus, in a group DM not. And a card whose turn is over loses only its own rows.
import { MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { Announcer } from '../../src/discord/announcer';
import { withoutRows } from '../../src/discord/container';
import { cardUpdate, holdsGame } from '../../src/discord/dmCards';
import { createInteractionHandler } from '../../src/discord/interactions';
import { retireButtons } from '../../src/discord/retire';
import type { Reply } from '../../src/services';
import { memoryLog } from '../log/capture';
import { answer, fakeService, type FakeService } from './fakeService';
import { fakeInteraction, type FakeSpec } from './fakeInteraction';

const V2 = MessageFlags.IsComponentsV2;
const dm = { guildId: null, channelId: 'dm1', context: 1 } as const;
const group = { guildId: null, channelId: 'gdm1', context: 2 } as const;

const button = (customId: string) => ({ type: 2, style: 2, custom_id: customId, label: customId });
/** A game's card as Discord sends it back: its text, its picture (an upload of the message), its row. */
const sentCard = (gameId: number, upload: string) => ({
  type: 17,
  id: gameId * 10,
  components: [
    { type: 10, id: gameId * 10 + 1, content: `Your turn in game ${gameId}` },
    { type: 12, id: gameId * 10 + 2, items: [{ media: { url: `https://cdn/x/${gameId}.png`, attachment_id: upload } }] },
    { type: 1, id: gameId * 10 + 3, components: [button(`pick:${gameId}:4:roll`)] },
  ],
});
/** A DM bundle: its head, then two games' cards. */
const bundle = [{ type: 10, id: 1, content: '**Your turn in 2 games**' }, sentCard(7, 'a7'), sentCard(8, 'a8')];
const uploads = [
  { id: 'a7', filename: 'ateam-7-3.png' },
  { id: 'a8', filename: 'ateam-8-5.png' },
];

const cardReply = (content: string, rows: Reply['rows'] = []): Reply => ({
  ephemeral: false,
  card: true,
  content,
  rows,
  image: { name: 'ateam-7-4.png', data: Buffer.from('png') },
});

function setup(spec: FakeSpec, prepare: (s: FakeService) => void = () => {}) {
  const service = fakeService();
  prepare(service);
  const reopened: string[] = [];
  const announcer = {
    serial: async (_place: string, f: () => Promise<unknown>) => await f(),
    perform: async () => undefined,
    kick: async () => undefined,
    reopened: async (place: string) => void reopened.push(place),
  } as unknown as Announcer;
  const handle = createInteractionHandler({ service, logger: memoryLog('warn').logger, announcer });
  const { interaction, recorded } = fakeInteraction(spec);
  return { service, recorded, reopened, run: () => handle(interaction) };
}

describe("a click in the bot's DM", () => {
  it('goes to dmComponent with the card it was used on, and updates that card', async () => {
    const t = setup(
      {
        kind: 'button',
        customId: 'pick:7:4:roll',
        ...dm,
        message: { id: 'card1', flags: V2, components: [sentCard(7, 'a7')], attachments: [{ id: 'a7', name: 'ateam-7-3.png' }] },
      },
      (s) => (s.next = { reply: cardReply('Rolled: 4'), update: true, retire: [] }),
    );
    await t.run();
    expect(t.service.calls.map((c) => c.method)).toEqual(['dmComponent']);
    expect(t.service.calls[0].args).toEqual([
      expect.objectContaining({ userId: 'u1' }),
      { channelId: 'dm1', messageId: 'card1', onPrivate: false },
      'pick:7:4:roll',
      undefined,
    ]);
    expect(t.recorded.updates).toHaveLength(1);
    const body = t.recorded.updates[0];
    expect(body.flags).toBe(V2);
    expect(body.attachments).toEqual([]);
    expect(body.components.map((c: { type: number }) => c.type)).toEqual([17]);
    expect(body.files.map((f: { name: string }) => f.name)).toEqual(['ateam-7-4.png']);
    // Nothing written in a game's place.
    expect(t.reopened).toEqual([]);
  });

  it('says when it was used on a private answer there, and records a new card answered as a message of its own', async () => {
    const sent = { gameId: 7, turnNo: 5, placeId: 't7' };
    const t = setup(
      {
        kind: 'select',
        customId: 'play:7:4:0',
        values: ['card:c3'],
        ...dm,
        message: { id: 'p1', flags: MessageFlags.Ephemeral },
      },
      (s) => (s.next = { reply: cardReply('Your turn again'), retire: [], dmCard: sent }),
    );
    await t.run();
    expect(t.service.calls.map((c) => c.method)).toEqual(['dmComponent', 'dmCardsPosted']);
    expect(t.service.calls[0].args.slice(1)).toEqual([
      { channelId: 'dm1', messageId: 'p1', onPrivate: true },
      'play:7:4:0',
      ['card:c3'],
    ]);
    // Posted as a card, and kept: its buttons go once its turn is over.
    expect(t.recorded.replies[0]).toMatchObject({ flags: V2, withResponse: true });
    expect(t.service.calls[1].args).toEqual(['u1', 'c1', 'm-new', [sent]]);
  });

  it('keeps the buttons and menus of an answer in the bot’s DM, and drops them in a group DM', async () => {
    const rows = [{ select: { customId: 'play:7:4:0', placeholder: 'Play a card', options: [{ label: 'Hop', value: 'c3' }] } }];
    const withRows = (s: FakeService) => (s.next = { reply: { ephemeral: true, content: 'Your hand', rows }, retire: [] });
    const inDm = setup({ kind: 'command', commandName: 'hand', ...dm }, withRows);
    await inDm.run();
    expect(inDm.recorded.replies[0].flags).toBe(MessageFlags.Ephemeral);
    expect(inDm.recorded.replies[0].components).toHaveLength(1);
    const inGroup = setup({ kind: 'command', commandName: 'hand', ...group }, withRows);
    await inGroup.run();
    expect(inGroup.recorded.replies[0].components).toEqual([]);
  });
});

describe('a DM bundle of several cards', () => {
  it('updates the clicked game’s card alone, the others keeping their buttons and pictures', () => {
    const body = cardUpdate({ components: bundle, attachments: uploads }, 'pick:7:4:roll', cardReply('Rolled: 4'));
    expect(body.components.map((c) => c.type)).toEqual([10, 17, 17]);
    // The head and game 8's card as they were, but for Discord's ids, its picture pointing at its upload.
    expect(body.components[0]).toEqual({ type: 10, content: '**Your turn in 2 games**' });
    expect(body.components[2]).toEqual({
      type: 17,
      components: [
        { type: 10, content: 'Your turn in game 8' },
        { type: 12, items: [{ media: { url: 'attachment://ateam-8-5.png' } }] },
        { type: 1, components: [button('pick:8:4:roll')] },
      ],
    });
    expect(JSON.stringify(body.components[1])).toContain('Rolled: 4');
    // Game 8's picture kept, game 7's old one dropped, its new one uploaded.
    expect(body.attachments).toEqual([{ id: 'a8' }]);
    expect(body.files.map((f) => f.name)).toEqual(['ateam-7-4.png']);
  });

  it('takes the buttons off one game’s card once its turn is over, the others kept', async () => {
    const stripped = withoutRows(bundle, uploads, holdsGame(7));
    expect(JSON.stringify(stripped)).not.toContain('pick:7:');
    expect(JSON.stringify(stripped)).toContain('pick:8:4:roll');
    const { interaction, recorded } = fakeInteraction({
      kind: 'button',
      stored: { card2: { id: 'card2', flags: V2, components: bundle, attachments: uploads } },
    });
    await retireButtons(interaction.client.rest, { channelId: 'dm1', messageId: 'card2', gameId: 8 });
    const sent = JSON.stringify(recorded.patches[0].body);
    expect(sent).toContain('pick:7:4:roll');
    expect(sent).not.toContain('pick:8:');
    expect(sent).toContain('attachment://ateam-8-5.png');
  });
});

describe('an answer in a server channel', () => {
  it('stays with the service’s component', async () => {
    const t = setup({ kind: 'button', customId: 'pick:7:4:roll' }, (s) => (s.next = answer('ok', { ephemeral: true })));
    await t.run();
    expect(t.service.calls.map((c) => c.method)).toEqual(['component']);
  });
});
