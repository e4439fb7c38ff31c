import { describe, expect, it } from 'vitest';
import raw from '../../../data/boards/bionic-woman.json';
import rawCards from '../../../data/cards/bionic-woman.json';
import { distances } from '../../../src/engine/graph';
import { AIRPORTS, BOARD, HELI, HQ, ROAD, kindOf, loadBoard } from '../../../src/games/bionic-woman/board';
import {
  ADVENTURE_IDS,
  CARD_IDS,
  SPECIAL_IDS,
  adventureOf,
  cardName,
  loadCards,
  specialOf,
} from '../../../src/games/bionic-woman/cards';
import { en, loc } from './helpers';

const count = (k: string) => BOARD.spaces.filter((s) => s.kind === k).length;

describe('the map', () => {
  it('H.Q. in the centre, 36 numbered locations, 4 airports and about 110 road circles', () => {
    const hq = BOARD.spaces.find((s) => s.id === HQ)!;
    expect([hq.x, hq.y]).toEqual([BOARD.width / 2, BOARD.height / 2]);
    expect(count('loc')).toBe(36);
    expect(
      BOARD.spaces
        .filter((s) => s.kind === 'loc')
        .map((s) => Number(s.label))
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(count('airport')).toBe(4);
    expect(count('road')).toBeGreaterThanOrEqual(100);
    expect(count('road')).toBeLessThanOrEqual(120);
  });

  it('one airport per quarter of the map, on the road', () => {
    const quarter = (id: string) => {
      const s = BOARD.spaces.find((x) => x.id === id)!;
      return `${s.y < BOARD.height / 2 ? 'N' : 'S'}${s.x < BOARD.width / 2 ? 'W' : 'E'}`;
    };
    expect(AIRPORTS.map(quarter).sort()).toEqual(['NE', 'NW', 'SE', 'SW']);
    for (const a of AIRPORTS) expect(ROAD[a].length).toBeGreaterThanOrEqual(2);
  });

  it('H.Q. and the locations are spaces of the road; H.Q. joins it by four spokes, one per quarter', () => {
    expect(ROAD[HQ]).toHaveLength(4);
    const all = distances(ROAD, HQ);
    for (const s of BOARD.spaces) expect(all.has(s.id), s.id).toBe(true);
    for (let n = 1; n <= 36; n++) expect(ROAD[loc(n)].length).toBeGreaterThanOrEqual(2);
  });

  it('2 to 4 road circles lie between neighbouring locations', () => {
    for (let n = 1; n <= 36; n++) {
      // Breadth-first through plain circles (and H.Q.) only: the first locations met are the neighbours.
      const seen = new Set([loc(n)]);
      let frontier = [loc(n)];
      for (let d = 0; frontier.length > 0; d++) {
        const next: string[] = [];
        for (const at of frontier) {
          for (const m of ROAD[at]) {
            if (seen.has(m)) continue;
            seen.add(m);
            if (kindOf(m) === 'loc') {
              expect(d, `${n} to ${m}`).toBeGreaterThanOrEqual(2);
              expect(d, `${n} to ${m}`).toBeLessThanOrEqual(4);
            } else if (kindOf(m) !== 'airport') next.push(m);
          }
        }
        frontier = next;
      }
    }
  });

  it('about 8 pink helicopter paths, each joining two numbered locations both ways, none of them a road', () => {
    const heli = (BOARD.links ?? []).filter((l) => l[2] === 'heli');
    expect(heli.length).toBeGreaterThanOrEqual(6);
    expect(heli.length).toBeLessThanOrEqual(10);
    for (const [a, b] of heli) {
      expect([kindOf(a), kindOf(b)]).toEqual(['loc', 'loc']);
      expect(HELI[a]).toContain(b);
      expect(HELI[b]).toContain(a);
      expect(ROAD[a]).not.toContain(b);
    }
  });

  it('a bad board file is refused at load, naming the file and the field', () => {
    const broken = structuredClone(raw) as typeof raw;
    broken.spaces.find((s) => s.label === '7')!.label = '37';
    expect(() => loadBoard(broken)).toThrow(/data\/boards\/bionic-woman\.json: .*locations must be numbered 1\.\.36/);
    const badLink = structuredClone(raw) as { links: unknown[] };
    badLink.links.push(['l1', 'l2', 'boat']);
    expect(() => loadBoard(badLink)).toThrow(
      /bionic-woman\.json: links\[\d+\]\[2\]: Invalid option: expected one of "road"\|"heli" \(found "boat"\)/,
    );
    const heliOffMap = structuredClone(raw) as { links: unknown[] };
    heliOffMap.links.push(['l1', 'hq', 'heli']);
    expect(() => loadBoard(heliOffMap)).toThrow(/helicopter path l1-hq must join numbered locations/);
  });
});

describe('the cards', () => {
  it('40 cards: 36 adventures, one per location, and 2 STEVE AUSTIN ASSISTS, 1 GO TO ANY AIRPORT, 1 GO TO H.Q.', () => {
    expect(CARD_IDS).toHaveLength(40);
    expect(ADVENTURE_IDS.map((c) => adventureOf(c).location)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(SPECIAL_IDS.map((c) => en(cardName(c))).sort()).toEqual([
      'GO TO ANY AIRPORT',
      'GO TO H.Q.',
      'STEVE AUSTIN ASSISTS',
      'STEVE AUSTIN ASSISTS',
    ]);
    expect(SPECIAL_IDS.map(specialOf).sort()).toEqual(['airport', 'hq', 'steve', 'steve']);
  });

  it('adventures are worth 10 to 40 points in fives, more the farther the location lies from H.Q.', () => {
    const points = ADVENTURE_IDS.map((c) => adventureOf(c).points);
    for (const p of points) expect(p % 5 === 0 && p >= 10 && p <= 40).toBe(true);
    expect(Math.min(...points)).toBe(10);
    expect(Math.max(...points)).toBe(40);
    const crow = (n: number) => {
      const s = BOARD.spaces.find((x) => x.id === loc(n))!;
      return Math.hypot(s.x - BOARD.width / 2, s.y - BOARD.height / 2);
    };
    for (const a of ADVENTURE_IDS.map(adventureOf)) {
      for (const b of ADVENTURE_IDS.map(adventureOf)) {
        if (crow(a.location) < crow(b.location) - 1)
          expect(a.points, `${a.location} v ${b.location}`).toBeLessThanOrEqual(b.points);
      }
    }
  });

  it('a bad card file is refused at load, naming the file and the field', () => {
    const odd = structuredClone(rawCards);
    odd.adventures[3].points = 12;
    expect(() => loadCards(odd)).toThrow(
      'cards data/cards/bionic-woman.json: adventures[3].points: Invalid number: must be a multiple of 5 (found 12)',
    );
    const twice = structuredClone(rawCards);
    twice.adventures[5].location = 5;
    expect(() => loadCards(twice)).toThrow(
      'cards data/cards/bionic-woman.json: adventures[5].location: 5 given twice (first at adventures[4])\n' +
        'cards data/cards/bionic-woman.json: adventures: location 6 has no adventure',
    );
    const noSteve = structuredClone(rawCards);
    noSteve.specials[0].count = 3;
    expect(() => loadCards(noSteve)).toThrow('cards data/cards/bionic-woman.json: specials[0].count: 2 steve cards expected');
  });
});
