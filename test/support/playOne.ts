// One decision by a player on a turn message, as the end-to-end tests play their games through
// the fake Discord: a button or a menu option picked at random, or, with only cards to choose
// from, a card played from the hand.
import { parseId } from '../../src/services/core/customIds';
import { FakeDiscord, type Outcome } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';

const kind = (id: string) => parseId(id)?.kind ?? '';

/** What message `m` offers: its live pick and roll buttons, its menus (a DM card's hand has its play menu), and its hand button. */
function offers(m: StoredMessage) {
  const v = FakeDiscord.view(m);
  return {
    buttons: v.buttons.filter((b) => !b.disabled && ['pick', 'roll'].includes(kind(b.customId))),
    menus: v.selects.filter((s) => ['menu', 'play'].includes(kind(s.customId))),
    hand: v.buttons.find((b) => kind(b.customId) === 'hand'),
  };
}

/** True when message `m` offers a decision: a pick or roll button, a menu, or a hand to play from. */
export function offersDecision(m: StoredMessage | undefined): boolean {
  if (!m) return false;
  const { buttons, menus, hand } = offers(m);
  return buttons.length > 0 || menus.length > 0 || (hand !== undefined && !hand.disabled);
}

/**
 * One decision by `user` on message `m`; false when it offers none (the game is over). `pick(n)`
 * chooses among n; `track` sees each interaction's outcome (a test keeps them to check errors).
 */
export async function playOne(
  fake: FakeDiscord,
  user: FakeUser,
  m: StoredMessage,
  pick: (n: number) => number,
  track: (p: Promise<Outcome>) => Promise<Outcome> = (p) => p,
): Promise<boolean> {
  const { buttons, menus, hand } = offers(m);
  const choices = [
    ...buttons.map((b) => () => fake.click(user, m, b.customId)),
    ...menus.flatMap((s) => s.options.map((o) => () => fake.select(user, m, s.customId, [o.value]))),
  ];
  if (choices.length > 0) {
    await track(choices[pick(choices.length)]());
    return true;
  }
  // Only cards to choose from: open the hand and play one.
  if (!hand) return false;
  const opened = await track(fake.click(user, m, hand.customId));
  const menu = FakeDiscord.selects(opened.message!).find((s) => kind(s.customId) === 'play');
  if (!menu) throw new Error(`a hand without a play menu: ${opened.message!.content}`);
  await track(fake.select(user, opened.message!, menu.customId, [menu.options[pick(menu.options.length)].value]));
  return true;
}

/** The first decision on turn message `m`, by `user`: its first choice or roll button, else its menu's first option. */
export function firstDecision(fake: FakeDiscord, user: FakeUser, m: StoredMessage): Promise<Outcome> {
  const b = FakeDiscord.buttons(m).find((x) => !x.disabled && /^(pick|roll):/.test(x.customId));
  if (b) return fake.click(user, m, b.customId);
  const menu = FakeDiscord.selects(m)[0];
  return fake.select(user, m, menu.customId, [menu.options[0].value]);
}
