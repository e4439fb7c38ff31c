// The A-Team: B.A. Lends a Hand in the Race for the Formula, as a GameDef plug-in.
import type { GameDef } from '../../engine/types';
import { ai } from './ai';
import { reveals } from './reveals';
import { cardRefusal } from './play';
import { setup } from './setup';
import { apply, pending, resign } from './turn';
import { tx } from '../../engine/text';
import { COLORS, ROLES, type AteamAction, type AteamState } from './state';
import { TEXT } from './text';
import { type AteamView, hand, outcome, scene, status, view } from './view';

export type { AteamAction, AteamState } from './state';
export type { AteamView } from './view';

export const ateam: GameDef<AteamState, AteamView, AteamAction> = {
  id: 'ateam',
  name: 'The A-Team',
  text: TEXT,
  // 2: the outcome is kept as a Text (older states are rebuilt by replay:
  // docs/decisions/0002-state-versions.md).
  version: 2,
  cards: true,
  minPlayers: 2,
  maxPlayers: 4,
  colors: COLORS,
  roles: ROLES.map((r) => tx(`role.${r}`)),
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
  reveals,
  ai,
};
