// The sharded start's small parts (src/discord/shards.ts): each shard's name in the claims comes
// from the shard ids discord.js passes, and SHARDS=auto asks Discord (here the fake) how many.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendedShards, ShardListError, shardsHere, shardWorker } from '../../src/discord/shards';
import { FakeDiscord } from '../fake-discord/fake';

describe('the sharded start', () => {
  const fake = new FakeDiscord({ shards: 4 });
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it('names a shard by its ids, the same each time it starts', () => {
    expect(shardWorker({ SHARDS: '1' })).toBe('shard-1');
    expect(shardWorker({ SHARDS: '[0,2]' })).toBe('shard-0-2');
  });

  it('runs every shard, or only those SHARD_LIST names, each below the count', () => {
    expect(shardsHere(3)).toEqual([0, 1, 2]);
    expect(shardsHere(4, [2, 3])).toEqual([2, 3]);
    // SHARDS=auto: Discord said 4, the list named a fifth.
    expect(() => shardsHere(4, [3, 4])).toThrow(ShardListError);
    expect(() => shardsHere(4, [3, 4])).toThrow('SHARD_LIST names shard 4, but the bot has 4 shard(s), 0 to 3.');
  });

  it('takes the count Discord recommends for SHARDS=auto', async () => {
    expect(await recommendedShards(fake.token, fake.apiBase)).toBe(4);
  });
});
