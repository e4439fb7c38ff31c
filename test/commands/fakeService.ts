// A recording stand-in for the game service: every call is remembered, every answer is canned.
import type { Answer, AutocompleteOption, Found, Moved, PostVerdict, Retire, Service, Where } from '../../src/services';

export interface Call {
  method: keyof Service;
  args: unknown[];
}

export function answer(content = 'ok', over: Partial<Answer> & { ephemeral?: boolean } = {}): Answer {
  const { ephemeral = false, ...rest } = over;
  return { reply: { ephemeral, content, rows: [] }, retire: [], ...rest };
}

export interface FakeService extends Service {
  calls: Call[];
  /** What the next answering method returns (or throws, when an Error). */
  next: Answer | Error;
  suggestions: AutocompleteOption[] | Error;
  /** What postFailed and findPosted answer. */
  verdict: PostVerdict;
  found: Found;
  /** The DM channels kept per user (dmChannel / dmOpened), and what threadClosed answers. */
  dmChannels: Map<string, string>;
  moved: Moved;
  /** What `retirements` answers. */
  owedRetirements: Retire[];
  /** What `pickGame` answers: a game's place, or a refusal. */
  picked: { where: Where } | { answer: Answer };
}

export function fakeService(): FakeService {
  const fake = {
    calls: [] as Call[],
    next: answer() as Answer | Error,
    suggestions: [] as AutocompleteOption[] | Error,
    verdict: { kind: 'none' } as PostVerdict,
    found: { postedId: null, stale: [] } as Found,
    dmChannels: new Map<string, string>(),
    moved: { kind: 'moved', gameId: null, announcements: [] } as Moved,
    owedRetirements: [] as Retire[],
    picked: { where: { guildId: 'g1', channelId: 't-game' } } as { where: Where } | { answer: Answer },
  };
  const answering =
    (method: keyof Service) =>
    async (...args: unknown[]) => {
      fake.calls.push({ method, args });
      if (fake.next instanceof Error) throw fake.next;
      return fake.next;
    };
  const suggesting =
    (method: keyof Service) =>
    async (...args: unknown[]) => {
      fake.calls.push({ method, args });
      if (fake.suggestions instanceof Error) throw fake.suggestions;
      return fake.suggestions;
    };
  const recording =
    (method: keyof Service) =>
    async (...args: unknown[]) => {
      fake.calls.push({ method, args });
    };
  const listing =
    (method: keyof Service) =>
    async (...args: unknown[]) => {
      fake.calls.push({ method, args });
      return [];
    };
  const service: Service = {
    newGame: answering('newGame'),
    join: answering('join'),
    leave: answering('leave'),
    addAi: answering('addAi'),
    start: answering('start'),
    cancel: answering('cancel'),
    resign: answering('resign'),
    handover: answering('handover'),
    comeBack: answering('comeBack'),
    games: answering('games'),
    stats: answering('stats'),
    history: answering('history'),
    notify: answering('notify'),
    settings: answering('settings'),
    away: answering('away'),
    pause: answering('pause'),
    resume: answering('resume'),
    undo: answering('undo'),
    roll: answering('roll'),
    playCard: answering('playCard'),
    choose: answering('choose'),
    component: answering('component'),
    dmComponent: answering('dmComponent'),
    replay: answering('replay'),
    clip: answering('clip'),
    hand: answering('hand'),
    board: answering('board'),
    status: answering('status'),
    log: answering('log'),
    catchUp: answering('catchUp'),
    rules: answering('rules'),
    help: answering('help'),
    autocompleteCards: suggesting('autocompleteCards'),
    autocompleteTargets: suggesting('autocompleteTargets'),
    autocompleteChoices: suggesting('autocompleteChoices'),
    autocompleteZones: suggesting('autocompleteZones'),
    autocompleteGames: suggesting('autocompleteGames'),
    pickGame: async (...args: unknown[]) => {
      fake.calls.push({ method: 'pickGame', args });
      return fake.picked;
    },
    messagePosted: listing('messagePosted'),
    pump: listing('pump'),
    warmPictures: async () => {
      fake.calls.push({ method: 'warmPictures', args: [] });
      return { boards: 0, failed: 0 };
    },
    // Everything the pump lists is still owed when its turn comes (not recorded: no test asks).
    stillOwed: async (a) => a,
    placed: listing('placed'),
    said: recording('said'),
    postFailed: async (...args: unknown[]) => {
      fake.calls.push({ method: 'postFailed', args });
      return fake.verdict;
    },
    findPosted: (...args: unknown[]) => {
      fake.calls.push({ method: 'findPosted', args });
      return fake.found;
    },
    dmCardsPosted: listing('dmCardsPosted'),
    dmFailed: recording('dmFailed'),
    dmChannel: async (...args: unknown[]) => {
      fake.calls.push({ method: 'dmChannel', args });
      return fake.dmChannels.get(args[0] as string) ?? null;
    },
    dmOpened: async (...args: unknown[]) => {
      fake.calls.push({ method: 'dmOpened', args });
      const [userId, channelId] = args as [string, string | null];
      if (channelId === null) fake.dmChannels.delete(userId);
      else fake.dmChannels.set(userId, channelId);
    },
    threadClosed: async (...args: unknown[]) => {
      fake.calls.push({ method: 'threadClosed', args });
      return fake.moved;
    },
    lockedOut: listing('lockedOut'),
    oweRetirement: recording('oweRetirement'),
    retirements: async (...args: unknown[]) => {
      fake.calls.push({ method: 'retirements', args });
      return fake.owedRetirements;
    },
    retirementTried: recording('retirementTried'),
    channelGone: recording('channelGone'),
  };
  return Object.assign(fake, service) as FakeService;
}
