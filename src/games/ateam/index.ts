// The A-Team: B.A. Lends a Hand in the Race for the Formula, as a GameDef plug-in.
import type { GameDef } from '../../engine/types';
import { ai } from './ai';
import { cardRefusal } from './play';
import { setup } from './setup';
import { apply, pending, resign } from './turn';
import { COLORS, ROLES, type AteamAction, type AteamState } from './state';
import { type AteamView, hand, outcome, scene, status, view } from './view';

export type { AteamAction, AteamState } from './state';
export type { AteamView } from './view';

export const ateam: GameDef<AteamState, AteamView, AteamAction> = {
  id: 'ateam',
  name: 'The A-Team',
  cards: true,
  minPlayers: 2,
  maxPlayers: 4,
  colors: COLORS,
  roles: ROLES,
  setup,
  pending,
  apply,
  view,
  hand,
  cardRefusal,
  outcome,
  scene,
  status,
  resign,
  ai,
};
