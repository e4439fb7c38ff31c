// No second upload of an unchanged picture: the memory of what each message
// shows tells when an edit may keep the message's attachment instead of uploading.
import { describe, expect, it } from 'vitest';
import { createPictureMemory } from '../../src/discord/attachments';

const pic = (name: string, bytes: string) => ({ name, data: Buffer.from(bytes) });

describe('picture memory', () => {
  it('keeps the attachment when the new picture is byte-identical to the one shown', () => {
    const m = createPictureMemory();
    m.shown('m1', pic('atcha-1-4.png', 'board A'));
    // The next decision renames the file (its step) but draws the same board.
    expect(m.keep('m1', pic('atcha-1-5.png', 'board A'), [{ id: '900', name: 'atcha-1-4.png' }])).toBe('900');
  });

  it('uploads when the picture changed, the message is unknown, or its attachment is gone', () => {
    const m = createPictureMemory();
    m.shown('m1', pic('a.png', 'board A'));
    expect(m.keep('m1', pic('b.png', 'board B'), [{ id: '900', name: 'a.png' }])).toBeNull();
    expect(m.keep('m2', pic('a.png', 'board A'), [{ id: '901', name: 'a.png' }])).toBeNull();
    expect(m.keep('m1', pic('a.png', 'board A'), [])).toBeNull();
    expect(m.keep('m1', undefined, [{ id: '900', name: 'a.png' }])).toBeNull();
  });

  it('follows the message: after an upload the new picture is the one to compare with', () => {
    const m = createPictureMemory();
    m.shown('m1', pic('a.png', 'board A'));
    m.shown('m1', pic('b.png', 'board B'));
    expect(m.keep('m1', pic('a.png', 'board A'), [{ id: '902', name: 'b.png' }])).toBeNull();
    expect(m.keep('m1', pic('c.png', 'board B'), [{ id: '902', name: 'b.png' }])).toBe('902');
  });

  it('keeps the attachment when the new picture draws the same board, whatever its caption throws', () => {
    const m = createPictureMemory();
    m.shown('m1', { ...pic('am-1-4.png', 'board A, throw 2'), board: 'k1' });
    // A throw again: other dice in the caption, the same board.
    expect(m.keep('m1', { ...pic('am-1-5.png', 'board A, throw 1'), board: 'k1' }, [{ id: '900', name: 'am-1-4.png' }])).toBe(
      '900',
    );
    expect(m.kept('m1', { ...pic('am-1-5.png', 'board A, throw 1'), board: 'k1' })).toBeNull(); // no attachment id known
    expect(
      m.keep('m1', { ...pic('am-1-6.png', 'board A, throw 2'), board: 'k2' }, [{ id: '900', name: 'am-1-4.png' }]),
    ).toBeNull();
  });

  it('forgets the oldest messages past its limit (a forgotten one only costs an upload)', () => {
    const m = createPictureMemory(2);
    for (const id of ['m1', 'm2', 'm3']) m.shown(id, pic(`${id}.png`, id));
    expect(m.keep('m1', pic('m1.png', 'm1'), [{ id: '1', name: 'm1.png' }])).toBeNull();
    expect(m.keep('m3', pic('m3.png', 'm3'), [{ id: '3', name: 'm3.png' }])).toBe('3');
  });
});
