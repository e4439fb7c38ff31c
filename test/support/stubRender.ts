// The stub renderer: every picture a valid 1 × 1 PNG. The service tests' and the in-process bot's
// (service.ts, botHarness.ts), and the quick bot bundle's (quickPictures.ts), which must not load
// service.ts's imports.
import type { RenderBoard } from '../../src/render/contract';

export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const stubRender: RenderBoard = () => PNG_1x1;
