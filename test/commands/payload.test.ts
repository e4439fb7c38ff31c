import { describe, expect, it } from 'vitest';
import { type AttachmentBuilder, ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import { toPayload } from '../../src/discord/payload';
import { clip as clamp, type Reply, type RowSpec } from '../../src/services';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const reply = (over: Partial<Reply> = {}): Reply => ({ ephemeral: false, content: 'Face rolled 6.', rows: [], ...over });
const button = (n: number, style: 'primary' | 'secondary' | 'success' | 'danger' = 'primary') => ({
  customId: `t:1:4:c${n}`,
  label: `Choice ${n}`,
  style,
});
const rowsJson = (r: Reply) => toPayload(r).components.map((row) => row.toJSON()) as any[];

describe('toPayload', () => {
  it.each([
    [true, MessageFlags.Ephemeral],
    [false, undefined],
  ])('sets the ephemeral flag exactly when the reply is ephemeral (%s)', (ephemeral, flags) => {
    expect(toPayload(reply({ ephemeral })).flags).toBe(flags);
  });

  it('keeps the content and lets mentions ping users only, never @everyone or roles', () => {
    const payload = toPayload(reply({ content: "<@42>, it's your turn. @everyone" }));
    expect(payload.content).toBe("<@42>, it's your turn. @everyone");
    expect(payload.allowedMentions).toEqual({ parse: ['users'] });
  });

  it('attaches the board picture under its name', () => {
    const payload = toPayload(reply({ image: { name: 'board-7.png', data: PNG } }));
    expect(payload.files).toHaveLength(1);
    const file = payload.files[0] as AttachmentBuilder;
    expect(file.name).toBe('board-7.png');
    expect(file.attachment).toBe(PNG);
    expect(toPayload(reply()).files).toEqual([]);
  });

  it('builds button rows with ids, labels, styles and disabled state', () => {
    const rows = rowsJson(
      reply({
        rows: [{ buttons: [button(1), { ...button(2, 'danger'), disabled: true }] }, { buttons: [button(3, 'success')] }],
      }),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].type).toBe(ComponentType.ActionRow);
    expect(rows[0].components).toEqual([
      { type: ComponentType.Button, custom_id: 't:1:4:c1', label: 'Choice 1', style: ButtonStyle.Primary, disabled: false },
      { type: ComponentType.Button, custom_id: 't:1:4:c2', label: 'Choice 2', style: ButtonStyle.Danger, disabled: true },
    ]);
    expect(rows[1].components[0].style).toBe(ButtonStyle.Success);
  });

  it('builds a select menu row with its options', () => {
    const rows = rowsJson(
      reply({
        rows: [
          {
            select: {
              customId: 'h:1:4',
              placeholder: 'Play a card',
              options: [
                { label: 'Plan', value: 'c1', description: 'Move again' },
                { label: 'Van', value: 'c2' },
              ],
            },
          },
        ],
      }),
    );
    expect(rows).toHaveLength(1);
    const [menu] = rows[0].components;
    expect(menu.type).toBe(ComponentType.StringSelect);
    expect(menu.custom_id).toBe('h:1:4');
    expect(menu.placeholder).toBe('Play a card');
    expect(menu.options).toEqual([
      { label: 'Plan', value: 'c1', description: 'Move again' },
      { label: 'Van', value: 'c2' },
    ]);
  });

  it('never sends more than Discord accepts: 5 rows, 5 buttons a row, 25 options, 80-character labels', () => {
    const rows: RowSpec[] = Array.from({ length: 7 }, (_, r) => ({
      buttons: Array.from({ length: 6 }, (_, b) => ({ ...button(r * 10 + b), label: 'x'.repeat(120) })),
    }));
    const built = rowsJson(reply({ rows }));
    expect(built).toHaveLength(5);
    for (const row of built) {
      expect(row.components).toHaveLength(5);
      for (const b of row.components) expect(b.label.length).toBeLessThanOrEqual(80);
    }
    const options = Array.from({ length: 30 }, (_, i) => ({ label: `Card ${i}`, value: `c${i}` }));
    const [select] = rowsJson(reply({ rows: [{ select: { customId: 's', placeholder: 'p', options } }] }));
    expect(select.components[0].options).toHaveLength(25);
  });

  it('drops empty rows, which Discord refuses', () => {
    const rows = rowsJson(
      reply({ rows: [{ buttons: [] }, { select: { customId: 's', placeholder: 'p', options: [] } }, { buttons: [button(1)] }] }),
    );
    expect(rows).toHaveLength(1);
  });

  it('cuts content over 2000 characters', () => {
    const content = toPayload(reply({ content: 'y'.repeat(2500) })).content ?? '';
    expect(content.length).toBe(2000);
    expect(content.endsWith('…')).toBe(true);
  });
});

describe('clip (shared with the service)', () => {
  it.each([
    ['short', 10, 'short'],
    ['abcdefghij', 10, 'abcdefghij'],
    ['abcdefghijk', 10, 'abcdefghi…'],
  ])('clip(%j, %i) = %j', (text, max, expected) => {
    expect(clamp(text, max)).toBe(expected);
  });

  it('never splits an emoji in half and stays within the UTF-16 length Discord counts', () => {
    const out = clamp('🎲'.repeat(10), 6);
    expect(out).toBe('🎲🎲…');
    expect(out.length).toBeLessThanOrEqual(6);
  });

  it('leaves out a button, a select or an option whose id Discord would refuse, keeping the rest of the message', () => {
    const long = 'x'.repeat(101);
    const rows = rowsJson(
      reply({
        rows: [
          { buttons: [button(1), { customId: long, label: 'Too long', style: 'primary' }] },
          {
            select: {
              customId: 'menu:1:4:0',
              placeholder: 'Pick',
              options: [
                { label: 'Fine', value: 'a' },
                { label: 'Secret', value: long },
              ],
            },
          },
          { select: { customId: long, placeholder: 'Pick', options: [{ label: 'Fine', value: 'a' }] } },
          { select: { customId: 'menu:1:4:1', placeholder: 'Pick', options: [{ label: 'Bad', value: long }] } },
        ],
      }),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].components.map((c: any) => c.custom_id)).toEqual(['t:1:4:c1']);
    expect(rows[1].components[0].options.map((o: any) => o.value)).toEqual(['a']);
  });
});
