// Every user-facing sentence of the service, keyed like `game.not-your-turn`, so that a
// second language is one more catalogue. `{name}` placeholders are filled by t().
const en = {
  'game.unknown': 'There is no game called "{game}". Games: {list}.',
  'game.none-here': 'There is no game in this channel. Open one with /game new.',
  'game.channel-busy': 'This channel already has a game of {game} ({status}). Finish or cancel it first.',
  'game.not-started': 'The game has not started yet: join the lobby, and the creator presses Start.',
  'game.not-playing': 'You are not playing in this game.',
  'game.not-your-turn': "It's {name}'s turn, not yours.",
  'game.stale': 'This button is from an earlier turn. Use the newest turn message (or /board).',
  'game.already-done': 'That was already done. Look at the newest turn message.',
  'game.illegal-choice': 'That is not a legal choice now.',
  'game.over': 'This game is over.',
  'game.over-here': 'The last game here is over. Open a new one with /game new.',
  'game.nothing-to-roll': 'There is nothing to roll now. {prompt}',
  'game.cancel-denied': 'Only {name} (who opened the game) or a member with Manage Server can cancel it.',
  'game.cancel-resigned': 'You resigned from this game, so it is up to the players still in it now; a member with Manage Server can cancel it.',
  'game.closed-idle': '{game} was closed: nobody has played or joined for {days} days. Open a new one with /game new.',
  'game.cancelled': 'Game cancelled by {name}: {game} is over in this channel.',
  'game.unknown-button': 'That button is no longer in use.',
  'game.other-channel': 'That button belongs to a game in another channel.',
  'game.was-cancelled': 'This game was cancelled. Open a new one with /game new.',
  'game.already-resigned': 'You have already resigned from this game.',
  'game.ai-stuck': '⚠ {name} could not make its move (a fault on my side). The creator can end the game with /game cancel.',
  'lobby.stale': 'The table changed since that message: use the newest lobby message.',
  'lobby.already-seated': 'You are already at the table.',
  'lobby.full': 'The table is full ({max} players at most).',
  'lobby.not-seated': 'You are not at the table.',
  'lobby.creator-stays': 'You opened this game, so you cannot leave it: cancel it instead.',
  'lobby.only-creator-starts': 'Only {name} (who opened the game) can start it.',
  'lobby.only-creator-ai': 'Only {name} (who opened the game) can add AI players.',
  'lobby.bad-count': '{game} is played by {counts} players; the table has {n}.',
  'lobby.bad-ai': 'AI players: 0 to {max} for {game}.',
  'lobby.started': 'This game has already started.',
  'card.not-in-hand': 'That card is not in your hand.',
  'card.cannot-play': 'That card cannot be played now.',
  'card.refused': 'That card cannot be played now: {why}.',
  'card.needs-target': 'That card needs a target: {targets}.',
  'card.bad-target': 'That card cannot target "{target}" now. Targets: {targets}.',
  'hand.empty': 'Your hand is empty.',
  'hand.title': 'Your hand (only you can see this):',
  'hand.play': 'Play a card',
  'hand.not-now': 'You can play cards on your turn.',
  'hand.none-playable': 'None of your cards can be played right now.',
  'rules.missing': 'There is no rules page for {game} yet.',
} as const;

export type MessageKey = keyof typeof en;

export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (_, k: string) => (k in vars ? String(vars[k]) : `{${k}}`));
}
