// Parts of a page that only show data keep the server's HTML when the app takes the page over: their
// components do not run again in the browser until what they show changes. Controls stay outside
// them and hydrate as usual. See docs/decisions/025-static-html-stays-server-html.md.
import {
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { splitLanguagePath } from '@dfwiki/shared';
import { prefetchPath } from '../../lib/prefetch';
import { isTakingOver } from '../../lib/take-over';

/**
 * The props of an element whose server HTML stays: React hydrates the element itself and leaves
 * what is inside it alone (it has nothing of its own to put there).
 */
export const KEEP_SERVER_HTML = {
  dangerouslySetInnerHTML: { __html: '' },
  suppressHydrationWarning: true,
} as const;

/** Marks an element whose content may be kept; an empty one tells that nothing was kept (below). */
export const KEPT_ATTRIBUTE = 'data-kept';

/** The same value, or arrays of the same values (a part that shows several things). */
const sameShows = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => Object.is(v, b[i])));

/**
 * Whether the server's HTML under `ref` is still what the page would render: true when the
 * component mounted while the app took the page over, for as long as `shows` (what it shows: rows,
 * a record, or an array of such) is the same. Once `shows` changes it renders in the browser for good.
 */
export function useKeptHtml<E extends HTMLElement>(
  shows: unknown,
): { kept: boolean; ref: RefObject<E | null> } {
  const [keptFor, setKeptFor] = useState(() => (isTakingOver() ? { shows } : null));
  const ref = useRef<E>(null);
  const kept = keptFor !== null && sameShows(keptFor.shows, shows);
  if (keptFor !== null && !kept) setKeptFor(null);
  useLayoutEffect(() => {
    // A mounted element with nothing in it means React rendered it in the browser after all (it
    // gave up hydrating this part): render the content for real, before the browser paints.
    const el = ref.current;
    if (
      kept &&
      el &&
      (el.matches(`[${KEPT_ATTRIBUTE}]:empty`) || el.querySelector(`[${KEPT_ATTRIBUTE}]:empty`))
    )
      setKeptFor(null);
  }, [kept]);
  return { kept, ref };
}

/** The app's own link an event came from, as the address within its language, or null. */
function appLinkOf(event: SyntheticEvent<HTMLElement>): string | null {
  const link = (event.target as Element).closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.origin !== window.location.origin) return null;
  // A jump within this page (a table of contents) is the browser's own.
  if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search)
    return null;
  const here = splitLanguagePath(window.location.pathname);
  const there = splitLanguagePath(link.pathname);
  return there.lang === here.lang ? `${there.path}${link.search}${link.hash}` : null;
}

/** Starts loading the code of the page a link goes to, as the router's links do on hover and focus. */
function prefetchLinked(event: SyntheticEvent<HTMLElement>) {
  const to = appLinkOf(event);
  if (to !== null) void prefetchPath(to.replace(/[?#].*$/, ''));
}

/** The router's navigate; none outside a router (a table drawn on its own, in a unit test). */
function useNavigateIfRouted() {
  // Whether there is a router never changes for a mounted component, so the hooks keep their order.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useInRouterContext() ? useNavigate() : null;
}

/**
 * Kept HTML has links but none of React's handlers on them: these handlers, on the element around
 * it, follow them inside the app as the router's links do (no full page load) and load the target
 * page's code when the pointer is over one or it has the focus.
 */
export function useKeptLinks(
  kept: boolean,
): Pick<HTMLAttributes<HTMLElement>, 'onClick' | 'onMouseOver' | 'onFocus'> {
  const navigate = useNavigateIfRouted();
  if (!kept || !navigate) return {};
  return {
    onClick(event) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const to = appLinkOf(event);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    },
    onMouseOver: prefetchLinked,
    onFocus: prefetchLinked,
  };
}

type KeptTag = 'div' | 'section' | 'dl' | 'ul' | 'p' | 'span';

/**
 * A block that only shows data. While its server HTML is kept (`useKeptHtml`), its children are not
 * rendered; they are once `shows` changes, or on any page the browser renders itself.
 */
export function KeptHtml({
  as: Tag = 'div',
  shows,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: KeptTag; shows: unknown; children: ReactNode }) {
  const { kept, ref } = useKeptHtml<HTMLElement>(shows);
  const links = useKeptLinks(kept);
  const attributes = { ...rest, [KEPT_ATTRIBUTE]: '', ref: ref as RefObject<never> };
  // A different key once released: React replaces the element rather than adding to kept HTML.
  return kept ? (
    <Tag key="kept" {...attributes} {...links} {...KEEP_SERVER_HTML} />
  ) : (
    <Tag key="live" {...attributes}>
      {children}
    </Tag>
  );
}
