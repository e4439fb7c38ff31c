// The announcer's DMs: one user's DMs within a minute go out as one, at most five a minute
// (dmBundler.ts), through the kept DM channel (../dms.ts). A DM that carries turn cards has them
// recorded, so each loses its buttons once its turn is over. A held DM that fails is logged as a
// DM sent at once is (said once, nothing stays owed).
import type { REST } from 'discord.js';
import type { Announcement, Service } from '../../services';
import type { Log } from '../../log';
import { cardSize, dmMessage } from '../dmCards';
import { createDmBundler, type DmBundler, type DmClock, type DmPacing, type OutDm } from '../dmBundler';
import { sendDm } from '../dms';
import { dmHead } from '../messages';

/** How DMs to one user are paced (dmBundler.ts): the defaults, or a test's window and clock. */
export type DmOptions = DmPacing & { clock?: DmClock };

/** What the service keeps of a card sent: its turn and place. */
const cardOf = (c: { turnNo: number; placeId: string }) => ({ turnNo: c.turnNo, placeId: c.placeId });

/** Sends one DM as the bundler made it; returns what recording its cards calls for. */
async function sendOne(service: Service, rest: REST, userId: string, dm: OutDm): Promise<Announcement[]> {
  const sent = await sendDm(rest, service, userId, dmMessage(dm));
  // Each card kept, to lose its buttons once its turn is over (one already over loses them now).
  const cards = dm.cards.flatMap((p) => (p.card && p.gameId !== undefined ? [{ gameId: p.gameId, ...cardOf(p.card) }] : []));
  return sent && cards.length > 0 ? service.dmCardsPosted(userId, sent.channelId, sent.messageId, cards) : [];
}

/** The announcer's DM bundler; `then` carries out what a DM's cards call for. */
export function announcerDms(
  deps: { service: Service; rest: REST; logger: Log },
  options: DmOptions,
  then: (list: Announcement[]) => Promise<void>,
): DmBundler {
  const { logger } = deps;
  return createDmBundler({
    ...options,
    send: async (userId, dm) => {
      const follows = await sendOne(deps.service, deps.rest, userId, dm);
      if (follows.length > 0) await then(follows);
    },
    measure: cardSize,
    head: dmHead,
    failed: (userId, reason, what, parts) =>
      what === 'send'
        ? logger.error({ err: reason, announcement: 'dm' }, `announcement dm failed`)
        : logger.warn(
            { reason: String(reason), announcement: 'dm', dms: parts },
            `${parts} held DM${parts === 1 ? '' : 's'} dropped at the stop: the cap of DMs to one user a minute was reached`,
          ),
  });
}
