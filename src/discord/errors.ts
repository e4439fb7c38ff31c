// What a failed discord.js REST call says: Discord's JSON error code and the HTTP status.

export const codeOf = (e: unknown): number | null =>
  typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'number' ? e.code : null;

export const statusOf = (e: unknown): number | null =>
  typeof e === 'object' && e !== null && 'status' in e && typeof e.status === 'number' ? e.status : null;
