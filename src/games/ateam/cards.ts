// The 35 Action cards (rulebook counts, RULINGS effects). Instance ids c1..c35 map to a kind.
// Their names and texts are the catalogue's `card.<kind>` and `card.<kind>.text`.
import { cardTable, type CardInfo } from '../../engine/cards';
import { tx, type Text } from '../../engine/text';
import type { CardView } from '../../engine/types';
import type { LabSymbol } from './board';

export const CARD_KINDS = ['sidetracked', 'roving', 'tells', 'smooths', 'shove', 'lab1', 'lab2', 'lab3'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

interface AteamCard extends CardInfo {
  name: Text;
  text: Text;
  /** Spaces moved ahead (B.A. and LAB cards). */
  steps?: number;
  /** The LAB symbol a LAB card matches. */
  lab?: LabSymbol;
  /** Played on a chosen player. */
  targeted?: boolean;
}

const words = (kind: CardKind) => ({ name: tx(`card.${kind}`), text: tx(`card.${kind}.text`) });

export const CARDS: Record<CardKind, AteamCard> = {
  sidetracked: { count: 5, ...words('sidetracked'), targeted: true },
  roving: { count: 5, ...words('roving'), targeted: true },
  tells: { count: 4, ...words('tells') },
  smooths: { count: 4, ...words('smooths'), steps: 4 },
  shove: { count: 5, ...words('shove'), steps: 2 },
  lab1: { count: 4, ...words('lab1'), steps: 3, lab: 'weapons' },
  lab2: { count: 4, ...words('lab2'), steps: 5, lab: 'secret' },
  lab3: { count: 4, ...words('lab3'), steps: 7, lab: 'topSecret' },
};

const TABLE = cardTable('A-Team', CARD_KINDS, CARDS);

/** Every instance id in a fixed order, c1..c35, with its kind. */
export const CARD_IDS: readonly string[] = TABLE.ids;
export const cardKind = (id: string): CardKind => TABLE.kind(id);
export const cardName = (id: string): Text => TABLE.name(id);
export const cardView = (id: string): CardView => TABLE.view(id);

/** The cards' names as Texts (tests look for them, in every language, where a secret must not be). */
export const CARD_NAMES: readonly Text[] = CARD_KINDS.map((k) => CARDS[k].name);
