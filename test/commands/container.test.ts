import { describe, expect, it } from 'vitest';
import { ComponentType, MessageFlags } from 'discord.js';
import { textOf, V2_LIMITS, withoutRows } from '../../src/discord/container';
import { restMessage, toPayload } from '../../src/discord/payload';
import type { Reply } from '../../src/services';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const button = (n: number) => ({ customId: `t:1:4:c${n}`, label: `Choice ${n}`, style: 'primary' as const });
const card = (over: Partial<Reply> = {}): Reply => ({
  ephemeral: false,
  content: '▶ <@42> (Red): roll\nBo rolled 5.',
  rows: [{ buttons: [button(1), button(2)] }],
  image: { name: 'board-3.png', data: PNG },
  card: true,
  accent: 0xe53935,
  ...over,
});
const json = (r: Reply): any[] => toPayload(r).components.map((c) => c.toJSON());

/** Every component of a tree, nested ones included. */
const count = (list: any[]): number => list.reduce((n, c) => n + 1 + count(c.components ?? []), 0);

describe('a card reply as one Components V2 container', () => {
  it('has the flag and no content: the text, the picture and the rows are inside one container with the accent', () => {
    const payload = toPayload(card());
    expect(payload.flags).toBe(MessageFlags.IsComponentsV2);
    expect(payload.content).toBeUndefined();
    const [box, ...more] = json(card());
    expect(more).toEqual([]);
    expect(box.type).toBe(ComponentType.Container);
    expect(box.accent_color).toBe(0xe53935);
    expect(box.components.map((c: any) => c.type)).toEqual([
      ComponentType.TextDisplay,
      ComponentType.MediaGallery,
      ComponentType.ActionRow,
    ]);
    expect(box.components[0].content).toBe(card().content);
    expect(box.components[1].items[0].media.url).toBe('attachment://board-3.png');
    expect(box.components[2].components.map((b: any) => b.custom_id)).toEqual(['t:1:4:c1', 't:1:4:c2']);
    expect(payload.files.map((f) => f.name)).toEqual(['board-3.png']);
  });

  it('stays a classic message when private, or when the reply is not a card', () => {
    expect(toPayload(card({ ephemeral: true })).flags).toBe(MessageFlags.Ephemeral);
    expect(toPayload(card({ ephemeral: true })).content).toBe(card().content);
    expect(json(card({ card: false }))[0].type).toBe(ComponentType.ActionRow);
  });

  it('leaves the accent out when there is none (a draw)', () => {
    expect(json(card({ accent: undefined }))[0].accent_color).toBeUndefined();
  });

  it('keeps the fullest reply within 40 components and 4,000 characters of text', () => {
    const rows = Array.from({ length: 5 }, (_, r) => ({ buttons: Array.from({ length: 5 }, (_, b) => button(r * 5 + b)) }));
    const file = { name: 'log.txt', data: Buffer.from('log') };
    const [box] = json(card({ rows, file, content: 'x'.repeat(5000) }));
    expect(count([box])).toBeLessThanOrEqual(V2_LIMITS.components);
    expect(box.components.filter((c: any) => c.type === ComponentType.ActionRow)).toHaveLength(5);
    expect(box.components.find((c: any) => c.type === ComponentType.File).file.url).toBe('attachment://log.txt');
    expect(box.components[0].content.length).toBe(V2_LIMITS.text);
  });

  it('posts over REST with the flag and without content, naming its upload', () => {
    const { body, files } = restMessage(card());
    expect(body.flags).toBe(MessageFlags.IsComponentsV2);
    expect('content' in body).toBe(false);
    expect(body.attachments).toEqual([{ id: '0', filename: 'board-3.png' }]);
    expect(files.map((f) => f.name)).toEqual(['board-3.png']);
    expect(restMessage({ ...card(), card: false }).body.flags).toBeUndefined();
  });

  it('resets the content to null when editing into a card, so a classic message posted earlier may become one', () => {
    expect(restMessage(card(), true).body.content).toBeNull();
    expect(restMessage({ ...card(), card: false }, true).body.content).toBe(card().content);
  });

  it('reads its text back as the content it was made from', () => {
    expect(textOf(json(card()))).toBe(card().content);
    expect(textOf([])).toBe('');
  });
});

describe('withoutRows', () => {
  it('drops the action rows at any depth and points the picture back at its own upload', () => {
    const fetched = [
      {
        type: 17,
        id: 1,
        accent_color: 5,
        components: [
          { type: 10, id: 2, content: 'hi' },
          {
            type: 12,
            id: 3,
            items: [{ media: { url: 'https://cdn.example/x.png?ex=1', attachment_id: '99', width: 4, height: 4 } }],
          },
          { type: 1, id: 4, components: [{ type: 2, id: 5, custom_id: 'a', style: 1, label: 'A' }] },
        ],
      },
      { type: 1, components: [] },
    ];
    expect(withoutRows(fetched, [{ id: '99', filename: 'board-3.png' }])).toEqual([
      {
        type: 17,
        accent_color: 5,
        components: [
          { type: 10, content: 'hi' },
          { type: 12, items: [{ media: { url: 'attachment://board-3.png' } }] },
        ],
      },
    ]);
  });
});
