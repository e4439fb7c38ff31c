// Takes the buttons off a message posted earlier (an older turn message, a DM card whose turn is
// over), keeping the rest. A classic message loses its rows; a card (Components V2) cannot lose
// all its components, so it is read first and written back without its action rows: in a DM that
// carries several games' cards, only those of the card of `old.gameId`.
import { MessageFlags, Routes, type APIMessage, type REST } from 'discord.js';
import type { Retire } from '../services';
import { withoutRows } from './container';
import { holdsGame } from './dmCards';

export async function retireButtons(rest: REST, old: Retire): Promise<void> {
  const route = Routes.channelMessage(old.channelId, old.messageId);
  const m = (await rest.get(route)) as APIMessage;
  const card = ((m.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0;
  const only = old.gameId === undefined ? undefined : holdsGame(old.gameId);
  const components = card ? withoutRows(m.components ?? [], m.attachments ?? [], only) : [];
  await rest.patch(route, { body: { components } });
}
