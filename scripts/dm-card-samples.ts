// Draws one DM card of each game as a phone shows it (Discord's dark theme, 450 px wide): the
// service plays a 4-player game for Amy and three AI seats, Amy's DMs on, until her turn DM
// carries a picture (or her first click in the DM brings one: a plain roll's card has none, by
// the picture rule), then the card is laid out as Discord lays out a Components V2 container:
// its accent, its text, the board, its buttons and menus. Run: npx tsx scripts/dm-card-samples.ts [out dir]
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage, type CanvasRenderingContext2D } from 'canvas';
import { allGames } from '../src/games/registry';
import { renderBoard } from '../src/render';
import {
  createService,
  type Actor,
  type Announcement,
  type DmCard,
  type GameService,
  type Reply,
  type Where,
} from '../src/services';

const OUT = process.argv[2] ?? '/tmp/dmcards';
const WIDTH = 450;
const here: Where = { guildId: 'g1', channelId: 'c-games' };
const THREAD = 't-game';
const amy: Actor = { userId: 'u-amy', name: 'Amy', locale: 'en' };
/** Discord's dark theme. */
const C = {
  page: '#313338',
  box: '#2b2d31',
  text: '#dbdee1',
  muted: '#949ba4',
  link: '#00a8fc',
  select: '#1e1f22',
  styles: { 1: '#5865f2', 2: '#4e5058', 3: '#248046', 4: '#da373c' } as Record<number, string>,
};
const FONT = '"DejaVu Sans", Symbola';

/** Carries out the pump's work as the bot would, the game in its thread; the DM cards sent to Amy. */
async function drain(svc: GameService, list: Announcement[], cards: DmCard[], n = { posted: 0 }): Promise<void> {
  for (const a of list) {
    if (a.kind === 'thread') await drain(svc, await svc.placed(a.gameId, THREAD), cards, n);
    if (a.kind === 'turn') await drain(svc, await svc.messagePosted(a.posts, a.channelId, `m-${++n.posted}`, 'g1'), cards, n);
    if (a.kind === 'dm' && a.card && a.userId === amy.userId) {
      await svc.dmCardsPosted(amy.userId, 'dm-amy', `dm-${++n.posted}`, [{ gameId: a.gameId!, ...a.card }]);
      cards.push(a.card);
    }
  }
}

/** Amy's first DM card with a picture in `game`: as sent, or after her first click on it. */
async function cardOf(game: string): Promise<Reply> {
  const svc = await createService({
    databasePath: join(mkdtempSync(join(tmpdir(), 'rerun-dmcard-')), 'db.sqlite'),
    games: allGames(),
    render: renderBoard,
    seed: () => 5,
  });
  try {
    await svc.notify(amy, true);
    await svc.newGameWith(here, amy, game, { ai: 3 });
    await svc.start(here, amy);
    const cards: DmCard[] = [];
    for (let i = 0; i < 40; i++) {
      await drain(svc, await svc.pump(), cards);
      const card = cards.at(-1);
      if (!card) continue;
      if (card.reply.image) return card.reply;
      const id = card.reply.rows.flatMap((r) => ('buttons' in r ? r.buttons.map((b) => b.customId) : []))[0];
      const a = await svc.dmComponent(amy, { channelId: 'dm-amy', messageId: `dm-${i}`, onPrivate: false }, id);
      if (a.update && a.reply.image) return a.reply;
    }
    throw new Error(`${game}: no DM card with a picture`);
  } finally {
    await svc.close();
  }
}

/** The text as Discord shows it: mentions as names, markdown's marks and escapes taken out. */
function shown(text: string): Array<{ line: string; bold: boolean }> {
  return text.split('\n').map((raw) => {
    const line = raw
      .replace(/<#t-game>/g, '#game-thread')
      .replace(/<#c-games>/g, '#games')
      .replace(/<#([^>]+)>/g, '#$1')
      .replace(/<t:(\d+):[a-zA-Z]>/g, 'Saturday 12:00')
      .replace(/\\([*_~`|[\]#>-])/g, '$1');
    return { line: line.replace(/\*\*/g, ''), bold: /^\*\*.*\*\*$/.test(line) };
  });
}

/** Words wrapped to `width`. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > width && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  out.push(line);
  return out;
}

const rounded = (ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) => {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
};

const STYLE = { primary: 1, secondary: 2, success: 3, danger: 4 } as const;

/** The card laid out at `WIDTH` px: drawn twice, the first time only to measure its height. */
async function draw(reply: Reply, title: string): Promise<Buffer> {
  const board = reply.image ? await loadImage(reply.image.data) : null;
  const pass = (height: number, boxBottom: number) => {
    const canvas = createCanvas(WIDTH, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = C.page;
    ctx.fillRect(0, 0, WIDTH, height);
    // The bot's name over its message, its avatar beside.
    ctx.fillStyle = '#5865f2';
    ctx.beginPath();
    ctx.arc(28, 28, 18, 0, Math.PI * 2);
    ctx.fill();
    ctx.font = `bold 15px ${FONT}`;
    ctx.fillStyle = '#ffffff';
    ctx.fillText('Rerun', 56, 24);
    ctx.font = `12px ${FONT}`;
    ctx.fillStyle = C.muted;
    ctx.fillText(`APP · ${title}`, 56 + ctx.measureText('Rerun').width + 40, 24);
    const left = 56;
    const boxW = WIDTH - left - 10;
    const inner = boxW - 4 - 24;
    const x = left + 4 + 12;
    let y = 44;
    const top = y;
    // The container (known from the first pass), its accent on the left.
    if (boxBottom > top) {
      ctx.fillStyle = reply.accent === undefined ? C.box : `#${reply.accent.toString(16).padStart(6, '0')}`;
      rounded(ctx, left, top, boxW, boxBottom - top, 8);
      ctx.fill();
      ctx.fillStyle = C.box;
      ctx.fillRect(left + 4, top, boxW - 12, boxBottom - top);
      rounded(ctx, left + 4, top, boxW - 4, boxBottom - top, 8);
      ctx.fill();
    }
    y += 12;
    ctx.textBaseline = 'top';
    for (const { line, bold } of shown(reply.content)) {
      ctx.font = `${bold ? 'bold ' : ''}14px ${FONT}`;
      if (line === '') {
        y += 8;
        continue;
      }
      for (const part of wrap(ctx, line, inner)) {
        ctx.fillStyle = /https:\/\//.test(part) ? C.link : C.text;
        ctx.fillText(part, x, y);
        y += 19;
      }
    }
    if (board) {
      y += 8;
      const h = Math.round((board.height * inner) / board.width);
      ctx.save();
      rounded(ctx, x, y, inner, h, 8);
      ctx.clip();
      ctx.drawImage(board, x, y, inner, h);
      ctx.restore();
      y += h;
    }
    for (const row of reply.rows) {
      y += 8;
      if ('select' in row) {
        ctx.fillStyle = C.select;
        rounded(ctx, x, y, inner, 40, 8);
        ctx.fill();
        ctx.font = `14px ${FONT}`;
        ctx.fillStyle = C.muted;
        ctx.fillText(row.select.placeholder, x + 12, y + 12);
        ctx.fillText('⌄', x + inner - 22, y + 8);
        y += 40;
        continue;
      }
      ctx.font = `14px ${FONT}`;
      let bx = x;
      for (const b of row.buttons) {
        const w = Math.min(inner, ctx.measureText(b.label).width + 32);
        if (bx + w > x + inner) {
          bx = x;
          y += 40;
        }
        ctx.fillStyle = C.styles[STYLE[b.style]];
        rounded(ctx, bx, y, w, 32, 8);
        ctx.fill();
        ctx.fillStyle = '#ffffff';
        ctx.fillText(b.label, bx + 16, y + 8);
        bx += w + 8;
      }
      y += 32;
    }
    y += 12;
    return { canvas, bottom: y };
  };
  const { bottom } = pass(4000, 0);
  const { canvas } = pass(bottom + 12, bottom);
  return canvas.toBuffer('image/png');
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const def of allGames().filter((g) => g.id !== 'dice-race')) {
    const reply = await cardOf(def.id);
    const file = join(OUT, `${def.id}.png`);
    writeFileSync(file, await draw(reply, 'DM card'));
    console.log(
      `${file}: ${reply.content.split('\n').length} lines, ${reply.rows.length} rows, picture ${reply.image!.data.length} bytes`,
    );
  }
}

void main();
