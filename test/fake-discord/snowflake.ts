// Discord-shaped ids: milliseconds since the Discord epoch in the high bits, so that
// discord.js can derive createdAt from them; a counter keeps ids unique within a millisecond.
const DISCORD_EPOCH = 1420070400000n;
let lastMs = 0n;
let seq = 0n;

export function snowflake(): string {
  const ms = BigInt(Date.now()) - DISCORD_EPOCH;
  if (ms === lastMs) seq += 1n;
  else {
    lastMs = ms;
    seq = 0n;
  }
  return ((ms << 22n) | (seq & 0x3fffffn)).toString();
}
