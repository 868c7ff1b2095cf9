// Client-side constants. The shared ones come from the contract package's smallest module,
// `@dfwiki/shared/site`: the first load needs them, and importing the whole constants module
// (`@dfwiki/shared/constants`) would put every limit into the first-load bundle (0.4 KB, measured).
// No copy has to be kept equal. Limits are described in docs/product.md.
export {
  API_BASE_PATH as API_BASE,
  API_TIMEOUT_MS,
  LOCAL_STORAGE_KEYS,
  WIKI_NAME as SITE_NAME,
} from '@dfwiki/shared/site';

export const TITLE_SEPARATOR = ' · ';
export const ANALYTICS_TAG_BASE = 'https://www.clarity.ms/tag/';
