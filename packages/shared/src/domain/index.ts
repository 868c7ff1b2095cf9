// Pure domain rules with table tests (`@dfwiki/shared/domain`); limits and names are in ./constants.
export * from './constants';
export * from './password';
export * from './keycards';
export * from './ttk';
export * from './ttk-engine';
export * from './ttk-presets';
export * from './rotation';
export * from './events';
export * from './price-parser';
export * from './slug';
export * from './build-code';
export * from './zoom';
export * from './price-chart';
export * from './ttk-setup';
export * from './ttk-levels';
export * from './items';
