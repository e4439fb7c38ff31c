export { open, type Db } from './db';
export { migrate, SCHEMA_VERSION } from './migrations';
export * from './types';
export * from './games';
export * from './seats';
export * from './actions';
export * from './upkeep';
export * from './notes';
export * from './outbox';
