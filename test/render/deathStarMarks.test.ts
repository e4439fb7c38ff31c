// Escape from the Death Star read at 450 px ("Marks lost at 450 px"): the spun number
// large beside the spinner, WIN/LOSE only on a dogfight's spin, the hyperspace letters on
// their squares, the ship and tokens standing out from what they stand on, the Falcon's
// tokens apart.
import { describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../src/engine/match';
import { deathStar } from '../../src/games/death-star';
import { build, spin } from '../games/death-star/helpers';
import { chanceGroups } from '../../src/render/groups';
import type { Caption, DrawnScene, SeatPaint } from '../../src/render/contract';
import { MIN_TEXT_AT_450 } from '../../src/render/fonts';
import { createRenderer } from '../../src/render/index';
import { shownDevices } from '../../src/services/messages/picture';
import { drawn, voice } from '../support/text';
import { writtenEachTest } from './written';

vi.setConfig({ testTimeout: 30_000 });

const PHONE = 450;
const me = voice({ game: 'death-star', names: ['Red', 'Blue'] });
const SEATS: SeatPaint[] = deathStar.colors
  .slice(0, 2)
  .map((color, i) => ({ name: ['Red', 'Blue'][i], color, role: me.say(deathStar.roles[i]) }));
const EMPTY: DrawnScene = { tokens: [], highlight: [] };

interface Written {
  text: string;
  /** The ink's height in output pixels. */
  ink: number;
  /** Where it was written, through the canvas transform, in output pixels. */
  x: number;
  y: number;
}

// Every text the drawing code writes, with the height of its ink.
const written = writtenEachTest<Written>((ctx, text, x, y) => {
  const m = ctx.measureText(text);
  const t = ctx.getTransform();
  return {
    text,
    ink: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent,
    x: t.a * x + t.c * y + t.e,
    y: t.b * x + t.d * y + t.f,
  };
});

const render = createRenderer();
const width = render.geometry('death-star').width;
const atPhone = (px: number) => (px * PHONE) / width;

function picture(scene: DrawnScene, groups: Caption['groups']): Buffer {
  const caption: Caption = {
    title: 'Death Star',
    turn: 1,
    whose: 'Red',
    dice: [],
    groups,
    devices: shownDevices(me, deathStar.devices),
  };
  return render('death-star', scene, SEATS, caption);
}

describe('the spinner at 450 px', () => {
  it.each([1, 2, 3])('a spin of %i shows its number at least 9 px high beside the wheel', (n) => {
    picture(EMPTY, [{ label: 'Red', chance: [{ kind: 'spin', value: n }] }]);
    const tallest = Math.max(...written.filter((w) => w.text === String(n)).map((w) => atPhone(w.ink)));
    expect(tallest).toBeGreaterThanOrEqual(MIN_TEXT_AT_450);
  });

  it('the opening tie shows no WIN or LOSE; a dogfight shows its band', () => {
    // Red 2, Blue 2: a tie; then Red 3, Blue 1.
    const { events } = createMatch(
      deathStar,
      [
        { name: 'Red', ai: false },
        { name: 'Blue', ai: false },
      ],
      {},
      1,
      ['spin:2', 'spin:2:LOSE', 'spin:3', 'spin:1'],
    );
    picture(EMPTY, chanceGroups(events, me.say));
    const said = written.map((w) => w.text);
    expect(said).toContain('3');
    expect(said.filter((t) => /WIN|LOSE/.test(t))).toEqual([]);
    written.length = 0;
    picture(EMPTY, [{ label: 'Red', chance: [{ kind: 'spin', value: 1, band: 'LOSE' }] }]);
    expect(written.map((w) => w.text)).toContain('LOSE');
  });
});

describe('hyperspace choices at 450 px', () => {
  it('each letter is written in the middle of the square it names, not where squares meet', () => {
    // The Falcon leaves its hangar with a 3: nine squares lettered A to I, two of them TIE Fighters.
    const s = spin(
      build({
        at: [{ luke: 'falcon', han: 'falcon' }, {}],
        missions: [
          [true, true],
          [false, false],
        ],
        ship: ['falcon', null],
      }),
      3,
    ).state;
    const scene = deathStar.scene(s);
    const marks = scene.marks ?? [];
    expect(marks.length).toBeGreaterThan(4);
    picture({ tokens: drawn(scene, { game: 'death-star' }).tokens, highlight: [], marks }, []);
    const geo = render.geometry('death-star');
    for (const m of marks) {
      const cell = geo.spaces.get(m.space)!;
      // The letter's write nearest its square (a token may write the same letter elsewhere).
      const letter = written
        .filter((w) => w.text === m.letter)
        .sort((a, b) => Math.hypot(a.x - cell.x, a.y - cell.y) - Math.hypot(b.x - cell.x, b.y - cell.y))[0];
      // Within a fifth of the square's side of its centre: inside it, nowhere near a corner.
      expect([m.letter, Math.abs(letter.x - cell.x) / cell.size, Math.abs(letter.y - cell.y) / cell.size]).toEqual([
        m.letter,
        expect.toSatisfy((d: number) => d < 0.2),
        expect.toSatisfy((d: number) => d < 0.2),
      ]);
    }
  });
});

describe('the Trash Compactor', () => {
  it('its title sits under its boxes: no corridor into a box crosses it', () => {
    // A fresh renderer: the static layer (where the title is written) is drawn while recording.
    const fresh = createRenderer();
    fresh('death-star', EMPTY, SEATS, { title: 'Death Star', turn: 1, whose: 'Red', dice: [] });
    const geo = fresh.geometry('death-star');
    const title = written.find((w) => w.text === 'TRASH COMPACTOR')!;
    expect(title).toBeDefined();
    const boxes = [...geo.spaces.values()].filter((s) => s.kind === 'compactor');
    expect(boxes).toHaveLength(4);
    // Written from its top: below every box's bottom edge.
    for (const b of boxes) expect(title.y).toBeGreaterThanOrEqual(b.y + b.size / 2);
    // Each corridor comes down from its space above into the top of its box: above the title.
    for (const [a, z] of geo.board.links ?? []) {
      const box = boxes.find((b) => b.id === a || b.id === z);
      if (!box) continue;
      const other = geo.spaces.get(box.id === a ? z : a)!;
      expect(Math.max(other.y, box.y - box.size / 2)).toBeLessThan(title.y);
    }
  });
});
