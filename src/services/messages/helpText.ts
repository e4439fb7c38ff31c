// The command reference shown by /help (kept beside the README's copy), in the asker's
// language. It speaks of the games that matter where it is asked: a spinner is mentioned only
// where a game spins, cards only where a game deals them.
import type { Voice } from '../core/texts';

/** What /help knows of the games it speaks for (the game here, or every game when there is none). */
export interface HelpGames {
  /** Names of the games that spin a spinner, and of those that deal cards (in the asker's language). */
  spinners: string[];
  withCards: string[];
  /** True when one game is here: its lines say what it does, not which games do. */
  here: boolean;
}

function rollLine(me: Voice, g: HelpGames): string {
  if (g.spinners.length === 0) return me.t('help.roll');
  if (g.here) return me.t('help.roll-spin');
  return me.t('help.roll-some-spin', { games: me.list(g.spinners) });
}

function cardLines(me: Voice, g: HelpGames): string[] {
  if (g.withCards.length === 0) return [];
  return [g.here ? me.t('help.hand') : me.t('help.hand-some', { games: me.list(g.withCards) }), me.t('help.playcard')];
}

export function helpText(me: Voice, g: HelpGames): string {
  return [
    me.t('help.title'),
    '',
    me.t('help.games'),
    me.t('help.new'),
    me.t('help.lobby'),
    me.t('help.absence'),
    me.t('help.time'),
    '',
    me.t('help.playing'),
    rollLine(me, g),
    ...cardLines(me, g),
    me.t('help.choose'),
    '',
    me.t('help.looking'),
    me.t('help.look'),
    me.t('help.records'),
    me.t('help.reference'),
  ].join('\n');
}
