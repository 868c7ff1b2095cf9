import { createContext } from 'react';

/**
 * The moment the server rendered the page (ms since epoch), handed to the client with the page.
 * A module of its own: the providers need only this, the hooks (render-time.ts) load with pages.
 */
export const RenderTimeContext = createContext<number | null>(null);
