// Atcha!: the partnership race game on a cross-shaped board (rulebooks/atcha.txt, RULINGS.md).
import { tx } from '../../engine/text';
import type { GameDef } from '../../engine/types';
import { ai } from './ai';
import { reveals } from './reveals';
import { COLORS } from './board';
import { TEXT } from './text';
import { setup } from './setup';
import { partnerOf } from './sides';
import type { AtchaAction, AtchaState } from './state';
import { apply, pending, resign } from './turn';
import { outcome, paint, scene, status, view, type AtchaView } from './view';

export type { AtchaAction, AtchaState } from './state';
export type { AtchaView } from './view';

export const atcha: GameDef<AtchaState, AtchaView, AtchaAction> = {
  id: 'atcha',
  name: 'Atcha!',
  text: TEXT,
  // 3: the end's reason is a Text; 2: the decision in an `await` union (docs/decisions/0002-state-versions.md).
  version: 3,
  minPlayers: 2,
  maxPlayers: 4,
  playerCounts: [2, 4],
  colors: COLORS.map((c) => c.css),
  roles: COLORS.map((c) => tx(`role.${c.key}`)),
  setup,
  pending,
  apply,
  view,
  hand: () => [],
  outcome,
  scene,
  status,
  resign,
  reveals,
  ai,
  paint,
  partnerOf,
};
