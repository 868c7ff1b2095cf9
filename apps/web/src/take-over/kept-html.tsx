// Parts of a page that only show data keep the server's HTML when the app takes the page over: their
// components do not run again in the browser until the data they declare changes. Controls stay
// outside them and hydrate as usual. See docs/decisions/025-static-html-stays-server-html.md and
// 028-take-over-folder.md.
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
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { splitLanguagePath } from '@dfwiki/shared';
import { prefetchPath } from './prefetch';
import { isTakingOver } from './take-over';

/**
 * The props of an element whose server HTML stays: React hydrates the element itself and leaves
 * what is inside it alone (it has nothing of its own to put there). React does not document this;
 * kept-html-react.test.tsx pins it, so an upgrade that changes it fails there first.
 */
export const KEEP_SERVER_HTML = {
  dangerouslySetInnerHTML: { __html: '' },
  suppressHydrationWarning: true,
} as const;

/** Marks an element whose content may be kept; an empty one tells that nothing was kept (below). */
export const KEPT_ATTRIBUTE = 'data-kept';

/** The same value, or arrays of the same values (a part that shows several things). */
const sameData = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => Object.is(v, b[i])));

/**
 * Whether the server's HTML under `ref` is still what the page would render: true when the
 * component mounted while the app took the page over, for as long as `data` (everything it shows:
 * rows, a record, or an array of such) is the same. Once `data` changes it renders in the browser
 * for good.
 */
export function useKeptHtml<E extends HTMLElement>(
  data: unknown,
): { kept: boolean; ref: RefObject<E | null> } {
  const [keptFor, setKeptFor] = useState(() => (isTakingOver() ? { data } : null));
  const ref = useRef<E>(null);
  const kept = keptFor !== null && sameData(keptFor.data, data);
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

/** What a kept block reading the data cache meets (during development and tests): this error. */
let undeclared: QueryClient | undefined;

/**
 * Kept content, when it renders, where the data cache cannot be reached: what a kept block shows
 * must come in through its `data` (a table's: its rows), or a change of it would not reach the
 * block. Checked during development and tests only; production builds leave this out.
 */
export function declaredDataOnly(content: ReactNode): ReactNode {
  if (!import.meta.env.DEV) return content;
  undeclared ??= new Proxy({} as QueryClient, {
    get() {
      throw new Error(
        'A kept block read data it does not declare: read it outside KeptHtml and pass it in `data`.',
      );
    },
  });
  return <QueryClientContext.Provider value={undeclared}>{content}</QueryClientContext.Provider>;
}

type KeptTag = 'div' | 'section' | 'dl' | 'ul' | 'p' | 'span';

export type KeptHtmlProps<T> = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  as?: KeptTag;
  /** Everything the block shows (a value, or an array of them): a change of any renders it. */
  data: T;
  /** The block, drawn from `data` alone. */
  children: (data: T) => ReactNode;
};

/**
 * A block that only shows data. While its server HTML is kept (`useKeptHtml`), its children are not
 * rendered; they are once `data` changes, or on any page the browser renders itself. The block gets
 * what it shows as the argument of its children, e.g.
 * `<KeptHtml data={[weapon, gear]}>{([weapon, gear]) => …}</KeptHtml>`.
 */
export function KeptHtml<const T>({ as: Tag = 'div', data, children, ...rest }: KeptHtmlProps<T>) {
  const { kept, ref } = useKeptHtml<HTMLElement>(data);
  const links = useKeptLinks(kept);
  const attributes = { ...rest, [KEPT_ATTRIBUTE]: '', ref: ref as RefObject<never> };
  // A different key once released: React replaces the element rather than adding to kept HTML.
  return kept ? (
    <Tag key="kept" {...attributes} {...links} {...KEEP_SERVER_HTML} />
  ) : (
    <Tag key="live" {...attributes}>
      {declaredDataOnly(children(data))}
    </Tag>
  );
}
