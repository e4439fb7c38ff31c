// The command reference shown by /help (kept beside the README's copy). It speaks of the games
// that matter where it is asked: a spinner is mentioned only where a game spins, cards only
// where a game deals them.

/** What /help knows of the games it speaks for (the game here, or every game when there is none). */
export interface HelpGames {
  /** Names of the games that spin a spinner, and of those that deal cards. */
  spinners: string[];
  withCards: string[];
  /** True when one game is here: its lines say what it does, not which games do. */
  here: boolean;
}

function rollLine(g: HelpGames): string {
  if (g.spinners.length === 0) return '`/roll` roll the dice when it is your turn';
  if (g.here) return '`/roll` spin the spinner when it is your turn';
  return `\`/roll\` roll the dice when it is your turn (spin the spinner in ${g.spinners.join(', ')})`;
}

function cardLines(g: HelpGames): string[] {
  if (g.withCards.length === 0) return [];
  const which = g.here ? '' : ` (${g.withCards.join(', ')})`;
  return [
    `\`/hand\` see your secret cards${which} (only you see them); **My hand** button does the same`,
    '`/playcard card:<card> [target:<player>]` play a card from your hand',
  ];
}

export function helpText(g: HelpGames): string {
  return [
    '**Rerun**: classic board games, played over days.',
    '',
    '**Games**',
    '`/game new game:<game> [ai:<n>] [clock:3d|12h|off]` open a table here; the game plays in its own thread',
    '`/game join` · `/game leave` · `/game start` (creator) · `/game cancel` (creator or Manage Server) · `/game resign` (asks first)',
    "`/game handover player:<user>` give an expired player's seat to the AI · `/game return` take your seat back",
    '',
    '**Playing**',
    rollLine(g),
    ...cardLines(g),
    '`/choose option:<choice>` take any choice a button offers, by keyboard',
    '',
    '**Looking**',
    '`/board` the board, privately · `/status` positions and whose turn · `/log [count] [page] [file]` the moves',
    '`/games` your games · `/stats [user] [game]` played and won · `/history` finished games · `/notify dm:on|off` DMs on your turn',
    '`/rules [game]` the rules in short (the game here when none is named) · `/help` this list',
  ].join('\n');
}
