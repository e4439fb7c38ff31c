// What src/main.ts loads as './render' in the quick bot bundle (hookedBundle.ts): the renderer
// with each turn picture a 1 × 1 PNG. For the tests that start the bot as a process and are not
// about its pictures: drawing them was a quarter of those tests' CPU. Catch-up clips and replays
// still draw (they import the renderer themselves).
export * from '../../src/render';
export { stubRender as renderBoard } from './stubRender';
