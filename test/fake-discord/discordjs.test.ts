// The fake against the real discord.js client, without the bot: log-in, command registration,
// replies with a PNG, updates, follow-ups, autocomplete and an edit through the channel route.
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  Events,
  GatewayIntentBits,
  MessageFlags,
  Routes,
  StringSelectMenuBuilder,
  type Interaction,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from './fake';
import type { FakeUser } from './types';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000030806000000', 'hex');

describe('the fake Discord with a real discord.js client', () => {
  const fake = new FakeDiscord({ settleMs: 100, guildLocale: 'fr' });
  let client: Client;
  let amy: FakeUser;
  let lastTurn: { channelId: string; id: string } | null = null;
  /** The languages discord.js read off each interaction, by its id. */
  const locales = new Map<string, { locale: string; guildLocale: string | null }>();

  async function handle(i: Interaction): Promise<void> {
    locales.set(i.id, { locale: i.locale, guildLocale: i.guildLocale });
    if (i.isAutocomplete()) {
      const typed = i.options.getFocused();
      await i.respond(Array.from({ length: 30 }, (_, n) => ({ name: `${typed} ${n}`, value: `c${n}` })).slice(0, 25));
    } else if (i.isChatInputCommand() && i.commandName === 'roll') {
      const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('go').setLabel('Go').setStyle(ButtonStyle.Primary),
      );
      const pick = new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId('pick')
          .setPlaceholder('Pick')
          .addOptions({ label: 'A', value: 'a' }, { label: 'B', value: 'b' }),
      );
      const res = await i.reply({
        content: `<@${i.user.id}> rolled`,
        components: [row, pick],
        files: [new AttachmentBuilder(PNG, { name: 'board.png' })],
        withResponse: true,
      });
      if (lastTurn)
        await i.client.rest.patch(Routes.channelMessage(lastTurn.channelId, lastTurn.id), { body: { components: [] } });
      lastTurn = { channelId: res.resource!.message!.channelId, id: res.resource!.message!.id };
    } else if (i.isChatInputCommand() && i.commandName === 'hand') {
      await i.reply({ content: `secret hand of ${i.user.username}`, flags: MessageFlags.Ephemeral });
      await i.followUp({ content: 'and a follow-up', flags: MessageFlags.Ephemeral });
    } else if (i.isButton()) {
      await i.update({ content: 'clicked', components: [] });
    } else if (i.isStringSelectMenu()) {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.editReply({ content: `picked ${i.values.join(',')}` });
    }
  }

  beforeAll(async () => {
    await fake.start();
    amy = fake.addUser('amy', { globalName: 'Amy ✨' });
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase } });
    client.on(Events.InteractionCreate, (i) => void handle(i));
    const ready = new Promise((r) => client.once(Events.ClientReady, r));
    await client.login(fake.token);
    await ready;
    await client.rest.put(Routes.applicationGuildCommands(client.application!.id, fake.guildId), {
      body: [
        { name: 'roll', description: 'Roll the dice' },
        { name: 'hand', description: 'Show your hand' },
        {
          name: 'choose',
          description: 'Choose',
          options: [{ type: 3, name: 'option', description: 'Which', required: true, autocomplete: true }],
        },
      ],
    });
  });

  afterAll(async () => {
    await client?.destroy();
    await fake.stop();
  });

  it('logs in and sees the guild, its channel and the application', () => {
    expect(client.application!.id).toBe(fake.appId);
    expect(client.guilds.cache.get(fake.guildId)?.channels.cache.has(fake.channelId)).toBe(true);
    expect(fake.identifies).toHaveLength(1);
    expect(fake.commands().map((c) => c.name)).toEqual(['roll', 'hand', 'choose']);
  });

  it('takes a reply with a PNG file, buttons and a select, and strips older buttons', async () => {
    const first = await fake.slash(amy, 'roll');
    expect(first.callbackType).toBe(4);
    expect(first.ephemeral).toBe(false);
    expect(first.message!.attachments[0].filename).toBe('board.png');
    expect(first.message!.attachments[0].data.equals(PNG)).toBe(true);
    expect(FakeDiscord.buttons(first.message!).map((b) => b.customId)).toEqual(['go']);
    const second = await fake.slash(amy, 'roll');
    expect(second.edited.map((m) => m.id)).toEqual([first.message!.id]);
    expect(fake.message(first.message!.id)!.components).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  it('updates the clicked message, answers a select through a deferral, and completes autocomplete', async () => {
    const turn = fake.publicMessages().at(-1)!;
    const picked = await fake.select(amy, turn, 'pick', ['b']);
    expect(picked.callbackType).toBe(5);
    expect(picked.ephemeral).toBe(true);
    expect(picked.message!.content).toBe('picked b');
    const clicked = await fake.click(amy, turn, 'go');
    expect(clicked.callbackType).toBe(7);
    expect(fake.message(turn.id)!.content).toBe('clicked');
    const auto = await fake.autocomplete(amy, 'choose', 'option', { option: 'ro' });
    expect(auto.choices).toHaveLength(25);
    expect(auto.choices![0]).toEqual({ name: 'ro 0', value: 'c0' });
    expect(fake.violations).toEqual([]);
  });

  it("carries each user's Discord language and the guild's preferred one", async () => {
    expect(client.guilds.cache.get(fake.guildId)?.preferredLocale).toBe('fr');
    const zoe = fake.addUser('zoe', { locale: 'hu' });
    const byZoe = await fake.slash(zoe, 'hand');
    const byAmy = await fake.slash(amy, 'hand');
    expect(locales.get(byZoe.interactionId)).toEqual({ locale: 'hu', guildLocale: 'fr' });
    expect(locales.get(byAmy.interactionId)).toEqual({ locale: 'en-US', guildLocale: 'fr' });
  });

  it('keeps ephemeral replies and follow-ups private to their user', async () => {
    const out = await fake.slash(amy, 'hand');
    expect(out.ephemeral).toBe(true);
    expect(out.followUps.map((m) => m.visibleTo)).toEqual([amy.id]);
    expect(fake.publicMessages().some((m) => m.content.includes('secret hand'))).toBe(false);
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.violations).toEqual([]);
  });
});
