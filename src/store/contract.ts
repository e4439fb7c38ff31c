// The store as the services see it: one asynchronous interface, so that PostgreSQL
// (whose client is asynchronous) can stand beside SQLite. It is derived from the repository
// functions themselves: each is written once for both databases (query.ts), callable on a
// SQLite Db as `fn(db, ...args): R` (tests and the bench still call them so), and becomes
// `fn(...args): Promise<R>` here. sqliteStore.ts runs them on the file; pg/pgStore.ts runs
// their steps on PostgreSQL (docs/decisions/0003-one-repository-two-databases.md).
import { archiveOf } from './archive';
import { claimGame, claimOf, claimOutbox, takeLease } from './claims';
import { actionCount, actionsOf, hasResigned, loggedActions, toldSince } from './actions';
import {
  closeChannel,
  clockedGames,
  commitAction,
  finishedGamesOf,
  followActions,
  gameById,
  insertLobby,
  latestGameIn,
  leapPastLost,
  liveGameIn,
  liveGamesIn,
  markReminded,
  markShown,
  moveToChannel,
  oweTurnMessage,
  owedGames,
  placeGame,
  recentGames,
  rematchOf,
  restingGames,
  setLastMessage,
  setLobbyMessage,
  setRematchOf,
  setStatus,
  setTurn,
  writeTurn,
  startMatch,
  threadedGamesOf,
  touch,
} from './games';
import {
  addNote,
  dmChannelOf,
  markDmClosed,
  notesSince,
  notifyOf,
  setDmChannel,
  setNotify,
  setUserLocale,
  userLocale,
} from './notes';
import {
  addOutbox,
  clearPostTries,
  deleteOutbox,
  dropOwed,
  duePost,
  duePosts,
  dueOutbox,
  gamesOfPlace,
  giveUpTurn,
  outboxDue,
  outboxRow,
  postFailed,
} from './outbox';
import {
  deferOutbox,
  dropReminders,
  liveGamesOf,
  markTzHint,
  pauseGame,
  reclock,
  writeClock,
  remindLater,
  reshow,
  resumeGame,
  setPauseAsk,
  setSeatBank,
  setUserAway,
  setUserTime,
  spendVacation,
  userTime,
  userTimesOf,
} from './pacing';
import { dueRetirements, oweRetirement, retirementDone, retirementRefused } from './retirements';
import { addDmCards, dmCardOf, dmCardsOf, takeDmCards } from './dmCards';
import { gamesOfUser, missTurn, presentSeat, seatToAi, liveSeatsIn, seatsOf, setAway, writeSeats } from './seats';
import { archiveLog, compact, endedBefore, endedToArchive, idleBefore, reclaim } from './upkeep';
import { backlog, census, ping } from './watch';
import type { Db } from './db';

/** Every repository function the services use: the names both stores answer. */
export const repository = {
  // games
  insertLobby,
  gameById,
  liveGameIn,
  latestGameIn,
  threadedGamesOf,
  owedGames,
  clockedGames,
  restingGames,
  recentGames,
  liveGamesIn,
  finishedGamesOf,
  placeGame,
  moveToChannel,
  leapPastLost,
  markShown,
  oweTurnMessage,
  setLobbyMessage,
  markReminded,
  touch,
  setStatus,
  startMatch,
  setTurn,
  writeTurn,
  commitAction,
  followActions,
  setLastMessage,
  closeChannel,
  setRematchOf,
  rematchOf,
  // seats
  seatsOf,
  liveSeatsIn,
  writeSeats,
  missTurn,
  presentSeat,
  setAway,
  gamesOfUser,
  seatToAi,
  // actions
  loggedActions,
  actionsOf,
  hasResigned,
  toldSince,
  actionCount,
  archiveOf,
  // upkeep
  endedToArchive,
  archiveLog,
  reclaim,
  endedBefore,
  compact,
  idleBefore,
  // notes and users
  addNote,
  notesSince,
  notifyOf,
  setNotify,
  dmChannelOf,
  setDmChannel,
  markDmClosed,
  userLocale,
  setUserLocale,
  // outbox and owed posts
  addOutbox,
  dueOutbox,
  outboxRow,
  deleteOutbox,
  duePosts,
  duePost,
  outboxDue,
  postFailed,
  clearPostTries,
  giveUpTurn,
  gamesOfPlace,
  dropOwed,
  // old turn messages whose buttons are still to be taken off
  oweRetirement,
  dueRetirements,
  retirementDone,
  retirementRefused,
  // the turn cards sent to players' DMs
  addDmCards,
  dmCardOf,
  dmCardsOf,
  takeDmCards,
  // claims across processes
  claimGame,
  claimOutbox,
  claimOf,
  takeLease,
  // pacing: users' own time, pauses, turn clocks, banks and vacations
  userTime,
  userTimesOf,
  setUserTime,
  setUserAway,
  markTzHint,
  liveGamesOf,
  setSeatBank,
  spendVacation,
  reclock,
  writeClock,
  remindLater,
  pauseGame,
  resumeGame,
  setPauseAsk,
  reshow,
  deferOutbox,
  dropReminders,
  // what an operator watches (metrics, readiness)
  census,
  backlog,
  ping,
};

/** A repository function of the SQLite store, as the asynchronous interface answers it. */
export type Async<F> = F extends (db: Db, ...a: infer A) => infer R ? (...a: A) => Promise<R> : never;

export type Repository = typeof repository;

export type Store = { [K in keyof Repository]: Async<Repository[K]> } & {
  /**
   * Runs `fn` as one transaction: every store call made inside it (through this store, however
   * deep) is part of it; it commits when `fn` resolves and rolls back when it throws. A
   * `transaction` inside another joins the outer one.
   */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
