// A banner, notice or event as a tap target: an in-app link, an https page in a new tab, or plain content
// when it leads nowhere.

import type { TContentItem } from '@fair28/shared';
import type { ReactNode } from 'react';
import { contentTarget } from '@/lib/content-link';
import { Link } from '@/lib/router/link';

type Props = {
  item: Pick<TContentItem, 'kind' | 'id' | 'link' | 'hasDetails'>;
  className?: string;
  /** What it shows: its title at least, which with the rest names the link (WCAG 2.5.3, label in name). */
  children: ReactNode;
};

export function ContentLink({ item, className, children }: Props) {
  const target = contentTarget(item);
  if (target?.kind === 'route')
    return (
      <Link className={className} to={target.to}>
        {children}
      </Link>
    );
  if (target?.kind === 'external')
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return <div className={className}>{children}</div>;
}
