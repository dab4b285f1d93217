export * from './engine.ts';
export * from './themes.ts';
export * from './rounds.ts';
