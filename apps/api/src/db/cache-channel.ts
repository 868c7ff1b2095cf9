// The NOTIFY channel on which a write tells every API process sharing the database to drop its
// cached public answers. It lives here because the db CLI sends on it as well as the HTTP layer.
export const CACHE_CHANNEL = 'dfwiki_cache';
