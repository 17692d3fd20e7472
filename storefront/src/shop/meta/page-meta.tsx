import { useConfig } from '@bestell/api-client';
import { layoutMessages } from '@bestell/domain';
import { useLocation } from 'react-router';
import { useRenderEnv } from '../../ssr/render-env';
import { shopTitle } from '../shop-title';

export interface PageMetaProps {
  /** The page part of the title; null for the shop title alone (home page). */
  title: string | null;
  /** The page's or branch's description, which overrides the config's. */
  description?: string | null;
}

/**
 * Spec §2 Page titles: '{title} - {shop title}'; the shop title from seoTitle, then title, then shopName. Description
 * from seoDescription, then description, overridden by the page or branch description. Canonical and social URLs are
 * the site host plus the path. React 19 hoists these tags into <head>.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { data: config } = useConfig();
  const { pathname } = useLocation();
  const env = useRenderEnv();
  if (!config) return title ? <title>{title}</title> : null;
  const shop = shopTitle(config);
  const fullTitle = title ? layoutMessages.pageTitle({ title, shopTitle: shop }) : shop;
  const text = description || config.seoDescription || config.description || '';
  // The server's origin while rendering on the server or hydrating (the same page), the browser's afterwards.
  const url = `${env ? env.origin : window.location.origin}${pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      {text && <meta name="description" content={text} />}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:url" content={url} />
      {text && <meta property="og:description" content={text} />}
      <meta name="twitter:title" content={fullTitle} />
      {text && <meta name="twitter:description" content={text} />}
    </>
  );
}
