// Small shared pieces of the REST side: answers and Discord's error bodies.
import type { Problem } from './limits';
import type { Json } from './types';

export interface Answer {
  status: number;
  json?: Json;
}

export const ok = (json: Json): Answer => ({ status: 200, json });
export const noContent = (): Answer => ({ status: 204 });

export const discordError = (status: number, code: number, message: string, errors?: Json): Answer => ({
  status,
  json: { message, code, ...(errors ? { errors } : {}) },
});

export const unknownMessage = (): Answer => discordError(404, 10008, 'Unknown Message');
export const unknownChannel = (): Answer => discordError(404, 10003, 'Unknown Channel');
export const unknownWebhook = (): Answer => discordError(404, 10015, 'Unknown Webhook');
export const unknownInteraction = (): Answer => discordError(404, 10062, 'Unknown interaction');

/** Discord's answer to a payload that breaks a limit: 400 Invalid Form Body with the reasons. */
export const invalidForm = (problems: Problem[]): Answer =>
  discordError(400, 50035, 'Invalid Form Body', {
    _errors: problems.map((p) => ({ code: p.rule.toUpperCase().replace(/-/g, '_'), message: p.detail })),
  });
