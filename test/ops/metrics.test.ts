// What the metrics count, and that no label can carry an id: Discord's routes lose their ids, a
// button is counted by its custom id's kind, an interaction's acknowledgement is timed once.
import { describe, expect, it } from 'vitest';
import {
  interactionArrived,
  interactionDone,
  meteredRender,
  registry,
  restAnswered,
  routeLabel,
  serviceMeter,
} from '../../src/ops/metrics';
import { parseExposition, total } from '../support/promText';

const read = async () => parseExposition(await registry.metrics());

describe('the metrics', () => {
  it('turn every id of a route into :id, and a token into :token', () => {
    expect(routeLabel('/channels/:id/messages/:id')).toBe('/channels/:id/messages/:id');
    expect(routeLabel('/channels/123/messages?limit=50')).toBe('/channels/:id/messages');
    expect(routeLabel('/webhooks/1234567890/aToken-with-9-digits/messages/@original')).toBe(
      '/webhooks/:id/:token/messages/@original',
    );
    expect(routeLabel('/interactions/:id/:token/callback')).toBe('/interactions/:id/:token/callback');
  });

  it("time an interaction's first accepted callback, count it once when done, and count 429s by route", async () => {
    const before = await read();
    interactionArrived('1400000000000000001', 'button', 'pick');
    restAnswered('post', '/interactions/:id/:token/callback', '/interactions/1400000000000000001/tok/callback', 204);
    // A second callback (a follow-up's) and another interaction's are not this one's acknowledgement.
    restAnswered('post', '/interactions/:id/:token/callback', '/interactions/1400000000000000001/tok/callback', 204);
    restAnswered('post', '/interactions/:id/:token/callback', '/interactions/1400000000000000999/tok/callback', 204);
    interactionDone('1400000000000000001', 'answered');
    interactionDone('1400000000000000001', 'answered');
    restAnswered('post', '/channels/:id/messages', '/channels/1400000000000000002/messages', 429);
    const after = await read();
    const grew = (name: string, labels: Record<string, string> = {}) => total(after, name, labels) - total(before, name, labels);
    expect(grew('rerun_interaction_ack_seconds_count', { type: 'button' })).toBe(1);
    expect(grew('rerun_interactions_total', { type: 'button', kind: 'pick', outcome: 'answered' })).toBe(1);
    expect(grew('rerun_discord_rate_limited_total', { method: 'POST', route: '/channels/:id/messages' })).toBe(1);
  });

  it('time and size every picture by game, and every store call by operation', async () => {
    const before = await read();
    const png = Buffer.alloc(12_345);
    const render = meteredRender(() => png);
    expect(render('atcha', {} as never, [], {} as never)).toBe(png);
    serviceMeter.stored('commitAction', 0.002, false);
    serviceMeter.stored('gameById', 0.001, true);
    serviceMeter.decided('atcha', 'auto');
    const after = await read();
    const grew = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
    expect(grew('rerun_picture_bytes_sum', { game: 'atcha' })).toBe(12_345);
    expect(grew('rerun_picture_render_seconds_count', { game: 'atcha' })).toBe(1);
    expect(grew('rerun_store_statement_seconds_count', { operation: 'commitAction' })).toBe(1);
    expect(grew('rerun_store_errors_total', { operation: 'gameById' })).toBe(1);
    expect(grew('rerun_decisions_committed_total', { game: 'atcha', by: 'auto' })).toBe(1);
  });
});
