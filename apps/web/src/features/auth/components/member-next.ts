import { isMemberPath } from '@dfwiki/shared';

/**
 * The player page to go back to after signing in or registering (`?next=`). Only the site's own
 * player pages are accepted, so the parameter cannot send anyone elsewhere.
 */
export function memberNext(params: URLSearchParams): string | null {
  const next = params.get('next');
  return next && isMemberPath(next.split('?')[0]!) ? next : null;
}
