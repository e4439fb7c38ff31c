// The 35 Action cards (rulebook counts, RULINGS effects). Instance ids c1..c35 map to a kind.
import { cardTable, type CardInfo } from '../../engine/cards';
import type { CardView } from '../../engine/types';
import type { LabSymbol } from './board';

export const CARD_KINDS = ['sidetracked', 'roving', 'tells', 'smooths', 'shove', 'lab1', 'lab2', 'lab3'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

interface AteamCard extends CardInfo {
  /** English until the game's texts are converted (issue 19). */
  name: string;
  /** Spaces moved ahead (B.A. and LAB cards). */
  steps?: number;
  /** The LAB symbol a LAB card matches. */
  lab?: LabSymbol;
  /** Played on a chosen player. */
  targeted?: boolean;
}

export const CARDS: Record<CardKind, AteamCard> = {
  sidetracked: {
    count: 5,
    name: 'YOU ARE TEMPORARILY SIDETRACKED',
    text: 'Play on anyone not on a SAFETY ZONE: they miss their next turn.',
    targeted: true,
  },
  roving: {
    count: 5,
    name: 'ROVING GUARD CATCHES YOU',
    text: 'Play on anyone not on a SAFETY ZONE: back to the nearest GUARD behind them.',
    targeted: true,
  },
  tells: {
    count: 4,
    name: 'B.A. TELLS YOU WHERE IT IS',
    text: 'Move ahead to the next LAB space (or to the VAULT if no LAB is ahead).',
  },
  smooths: { count: 4, name: 'B.A. SMOOTHS THE WAY', text: 'Move ahead 4 spaces.', steps: 4 },
  shove: { count: 5, name: 'B.A. GIVES YOU A SHOVE', text: 'Move ahead 2 spaces.', steps: 2 },
  lab1: {
    count: 4,
    name: 'WEAPONS LAB',
    text: 'From a WEAPONS LAB (or the ULTIMATE LAB): move ahead 3.',
    steps: 3,
    lab: 'weapons',
  },
  lab2: {
    count: 4,
    name: 'SECRET WEAPONS LAB',
    text: 'From a SECRET WEAPONS LAB (or the ULTIMATE LAB): move ahead 5.',
    steps: 5,
    lab: 'secret',
  },
  lab3: {
    count: 4,
    name: 'TOP SECRET WEAPONS LAB',
    text: 'From a TOP SECRET WEAPONS LAB (or the ULTIMATE LAB): move ahead 7.',
    steps: 7,
    lab: 'topSecret',
  },
};

const TABLE = cardTable('A-Team', CARD_KINDS, CARDS);

/** Every instance id in a fixed order, c1..c35, with its kind. */
export const CARD_IDS: readonly string[] = TABLE.ids;
export const cardKind = (id: string): CardKind => TABLE.kind(id);
export const cardName = (id: string): string => TABLE.name(id);
export const cardView = (id: string): CardView => TABLE.view(id);
