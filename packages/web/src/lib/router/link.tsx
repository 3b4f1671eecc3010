// Links between the app's pages: real links (`#/pages/…`, so a long press or a new tab works), which a
// plain tap follows through the router. A link to the page shown replaces it rather than stacking a copy.

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { hrefOf, parseLocation } from './hash-history';
import { useLocation, useNavigate } from './router-context';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

function useFollow(to: string, replace: boolean | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const isPlainTap =
      event.button === 0 &&
      !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
      (!event.currentTarget.target || event.currentTarget.target === '_self');
    if (event.defaultPrevented || !isPlainTap) return;
    event.preventDefault();
    const isShown = hrefOf(parseLocation(to)) === hrefOf(location);
    void navigate(to, { replace: replace ?? isShown });
  };
}

export function Link({ to, replace, onClick, ...anchor }: LinkProps) {
  const follow = useFollow(to, replace);
  return (
    <a
      {...anchor}
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
    />
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className: (state: { isActive: boolean }) => string | undefined;
};

/** A link that knows when its page (or one below its path) is shown: `aria-current="page"` then. */
export function NavLink({ className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = parseLocation(link.to).pathname;
  const isActive = pathname === target || pathname.startsWith(`${target}/`);
  return <Link {...link} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
