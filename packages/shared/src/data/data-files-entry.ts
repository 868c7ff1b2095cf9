// `@dfwiki/shared/data-files`: reading data files through their schemas (Node: the API and tests).
export * from './data-files';
export * from './data-file-schemas';
