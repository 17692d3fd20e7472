import { useConfig } from '@bestell/api-client';
import { layoutMessages, type PublicConfig } from '@bestell/domain';
import { useLocation } from 'react-router';
import { useRenderEnv } from '../../ssr/render-env';
import { shopTitle } from '../shop-title';
import { type HeadTag, useDocumentHead } from './document-head';

export interface PageMetaProps {
  /** The page part of the title; null for the shop title alone (home page). */
  title: string | null;
  /** The page's or branch's description, which overrides the config's. */
  description?: string | null;
}

/**
 * Spec §2 Page titles: '{title} - {shop title}'; the shop title from seoTitle, then title, then shopName. Description
 * from seoDescription, then description, overridden by the page or branch description. Canonical and social URLs are
 * the site host plus the path, in <head> (useDocumentHead).
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { data: config } = useConfig();
  const { pathname } = useLocation();
  const env = useRenderEnv();
  useDocumentHead(
    config
      ? pageTags(config, title, description, env ? env.origin : window.location.origin, pathname)
      : title
        ? [{ tag: 'title', text: title }]
        : [],
  );
  return null;
}

function pageTags(
  config: PublicConfig,
  title: string | null,
  description: string | null | undefined,
  origin: string,
  pathname: string,
): HeadTag[] {
  const shop = shopTitle(config);
  const fullTitle = title ? layoutMessages.pageTitle({ title, shopTitle: shop }) : shop;
  const text = description || config.seoDescription || config.description || '';
  // The server's origin while rendering on the server or hydrating (the same page), the browser's afterwards.
  const url = `${origin}${pathname}`;
  const tags: HeadTag[] = [{ tag: 'title', text: fullTitle }];
  if (text) tags.push({ tag: 'meta', key: 'name', name: 'description', content: text });
  tags.push(
    { tag: 'link', rel: 'canonical', href: url },
    { tag: 'meta', key: 'property', name: 'og:title', content: fullTitle },
    { tag: 'meta', key: 'property', name: 'og:url', content: url },
  );
  if (text) tags.push({ tag: 'meta', key: 'property', name: 'og:description', content: text });
  tags.push({ tag: 'meta', key: 'name', name: 'twitter:title', content: fullTitle });
  if (text) tags.push({ tag: 'meta', key: 'name', name: 'twitter:description', content: text });
  return tags;
}
