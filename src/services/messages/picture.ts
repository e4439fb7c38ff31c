// A board picture's inputs in one language: the renderer is handed finished words (the Scene's
// notes, seat lines and markers, the roles, the caption's own words, the devices' printed
// words), and a translator for the words the board itself prints.
import type { Device } from '../../engine/chance';
import type { Locale } from '../../engine/text';
import type { Scene } from '../../engine/types';
import type { BoardWords, CaptionWords, DrawnScene } from '../../render/contract';
import type { Voice } from '../core/texts';

/** The Scene with its texts in `me`'s language. */
export function drawnScene(me: Voice, scene: Scene): DrawnScene {
  const { tokens, notes, seatLines, markers, ...rest } = scene;
  return {
    ...rest,
    tokens: tokens.map((t) => (typeof t.label === 'string' ? { ...t, label: t.label } : { ...t, label: me.say(t.label) })),
    ...(notes ? { notes: notes.map(me.say) } : {}),
    ...(seatLines ? { seatLines: seatLines.map(me.say) } : {}),
    ...(markers ? { markers: markers.map((m) => ({ ...m, label: me.say(m.label) })) } : {}),
  };
}

export const boardWords = (me: Voice): BoardWords => ({ locale: me.locale, label: me.board });

export const captionWords = (me: Voice, turn: number): CaptionWords => ({
  turn: me.t('caption.turn', { n: turn }),
  toMove: me.t('caption.to-move'),
});

// Devices with their printed words translated, made once per device list and language.
const translated = new WeakMap<readonly Device[], Map<Locale, Device[]>>();

/** The game's devices as its pictures print them in `me`'s language (words, tags, a wheel's labels). */
export function shownDevices(me: Voice, devices: readonly Device[] | undefined): readonly Device[] | undefined {
  if (!devices) return devices;
  let byLocale = translated.get(devices);
  if (!byLocale) translated.set(devices, (byLocale = new Map()));
  let out = byLocale.get(me.locale);
  if (!out) {
    out = devices.map((d) => ({
      ...d,
      faces: d.faces.map((f) => ({
        ...f,
        picture: {
          ...f.picture,
          ...(f.picture.word !== undefined ? { word: me.board(f.picture.word) } : {}),
          ...(f.picture.tag ? { tag: { ...f.picture.tag, text: me.board(f.picture.tag.text) } } : {}),
          shapes: f.picture.shapes.map((s) =>
            s.kind === 'wheel'
              ? { ...s, labels: s.labels.map(me.board) }
              : s.kind === 'text'
                ? { ...s, text: me.board(s.text) }
                : s,
          ),
        },
      })),
    }));
    byLocale.set(me.locale, out);
  }
  return out;
}
