export * from './build-weapons';
export * from './weapon-compare';
