// The Details button of a turn message: every line of what that message tells (its span of
// actions), privately, in the clicker's language, as /log writes them: whole actions only, a
// page a message. The span rides in the button's id, so it answers after a restart and after
// the game has moved on or ended.
import type { Actor, Answer, ButtonSpec } from '../contract';
import type { Deps, Loaded } from '../core/context';
import { buildId } from '../core/customIds';
import { toldSince } from '../core/told';
import { fail } from '../messages/answers';
import { parseSpan, spanArg } from '../messages/story';
import { esc, fit } from '../messages/text';
import { gameName, privateVoice } from '../messages/voices';
import { entries, pagesOf, span } from './log';

export async function details(deps: Deps, l: Loaded, actor: Actor, version: number, arg: string): Promise<Answer> {
  const me = privateVoice(deps, actor, l);
  const s = parseSpan(arg);
  if (!s || !l.row.match) return fail(me, 'game.unknown-button');
  const actions = (await toldSince(deps, l, s.from)).filter((a) => a.seq <= s.to);
  const pages = pagesOf(await entries(deps, me, l, actions, s.from === 0, false));
  const page = Math.min(s.page, pages.length);
  const shown = pages[page - 1];
  const head = me.t('story.details-head', {
    title: `**${esc(gameName(deps, me, l.def))}**`,
    span: span(me, shown),
    paged: pages.length > 1 ? 'yes' : 'no',
    page,
    pages: pages.length,
  });
  const nav = (to: number, label: string): ButtonSpec => ({
    customId: buildId('details', l.row.id, version, spanArg(s, Math.max(1, Math.min(to, pages.length)))),
    label: me.t(label === 'prev' ? 'menu.prev' : 'menu.next'),
    style: 'secondary',
    disabled: to < 1 || to > pages.length,
  });
  const rows = pages.length > 1 ? [{ buttons: [nav(page - 1, 'prev'), nav(page + 1, 'next')] }] : [];
  // Pages hold whole actions within the budget, so fit() only guards: it never cuts here.
  return {
    reply: {
      ephemeral: true,
      content: fit(
        me,
        [head],
        shown.flatMap((e) => e.lines),
        [],
      ),
      rows,
    },
    retire: [],
  };
}
