import { isSafeLinkUrl } from '@bestell/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** True for links that leave the shop (http(s) to another page); they open in a new tab. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}

/**
 * A link from CMS content: in-app paths through the router, http(s) in a new tab, mailto/tel as they are. A URL the
 * allow-list refuses (javascript:, data:, …) renders its label as plain text.
 */
export function SiteLink({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  if (!isSafeLinkUrl(url)) return <span className={className}>{children}</span>;
  if (isExternalUrl(url)) {
    return (
      <a className={className} href={url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (/^(mailto|tel):/i.test(url.trim())) {
    return (
      <a className={className} href={url}>
        {children}
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={url.startsWith('/') || url.startsWith('#') || url.startsWith('?') ? url : `/${url}`}
    >
      {children}
    </Link>
  );
}
