// What the service worker and the page agree on about saved copies (kept tiny: both load it).

/** The header a saved answer carries: when it was saved (ISO). */
export const SAVED_AT_HEADER = 'x-saved-at';

/** The attribute on <html> that tells a page it is a saved copy, and from when. */
export const SAVED_COPY_ATTRIBUTE = 'data-saved-copy';

/** Paths never saved, whatever the answer says: signed-in screens and account calls. */
const PRIVATE_PATHS = [/^\/admin(\/|$)/, /^\/my(\/|$)/, /^\/api\/v1\/(auth|my|admin)(\/|$)/];

export const isPrivatePath = (pathname: string): boolean => PRIVATE_PATHS.some((re) => re.test(pathname));
