// How many actions /log shows unless asked, and at the most: the slash command offers the same
// range the service clamps to. Kept apart so the command definitions load no storage code.
export const DEFAULT_LOG_COUNT = 10;
export const MAX_LOG_COUNT = 50;
