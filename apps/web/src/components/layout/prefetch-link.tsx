import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { prefetchPath } from '../../take-over/prefetch';

/** Router link that starts loading the target page's code on hover or focus. */
export const PrefetchLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function PrefetchLink(
  { to, onMouseEnter, onFocus, ...rest },
  ref,
) {
  return (
    <Link
      ref={ref}
      to={to}
      // Route discovery is for framework mode; here it only adds data-discover to every link's HTML.
      discover="none"
      onMouseEnter={(event) => {
        void prefetchPath(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        void prefetchPath(to);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
});
