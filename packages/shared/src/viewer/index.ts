export * from './zoom-pan';
