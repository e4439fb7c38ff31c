// The command reference shown by /help (kept beside the README's copy).
export const HELP = [
  '**Rerun**: classic board games, played over days.',
  '',
  '**Games**',
  '`/game new game:<game> [ai:<n>]` open a table here (one game per channel); Join / Leave / Add AI / Start / Cancel buttons',
  '`/game join` · `/game leave` · `/game start` (creator) · `/game cancel` (creator or Manage Server) · `/game resign`',
  '',
  '**Playing**',
  '`/roll` roll the dice when it is your turn',
  '`/hand` see your secret cards (only you see them); **My hand** button does the same',
  '`/playcard card:<card> [target:<player>]` play a card from your hand',
  '`/choose option:<choice>` take any choice a button offers, by keyboard',
  '',
  '**Looking**',
  '`/board` post the board again · `/status` positions and whose turn · `/log [count]` recent moves',
  '`/rules [game]` the rules in short · `/help` this list',
].join('\n');
