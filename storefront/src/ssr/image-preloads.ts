const imageTag = /<img\s[^>]*>/gi;
const attribute = /([^\s=/>]+)(?:="([^"]*)")?/g;

/** The attributes of one `<img …>` tag of the render's markup (names lower-cased, values as escaped in the markup). */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.slice(4).matchAll(attribute)) found.set((match[1] ?? '').toLowerCase(), match[2] ?? '');
  return found;
}

/**
 * `<link rel="preload" as="image">` tags for the images of the server-rendered markup that load at once (not
 * `loading="lazy"`, not data URLs), with their srcset, sizes and fetch priority: the browser asks for them while it
 * parses <head>, before it reaches <img> (the LCP image among them). React's server render wrote these itself; the
 * shop's Preact render does not.
 */
export function imagePreloadsHtml(markup: string): string {
  const links: string[] = [];
  const seen = new Set<string>();
  for (const [tag] of markup.matchAll(imageTag)) {
    const image = attributes(tag);
    if (image.get('loading') === 'lazy') continue;
    const src = image.get('src') ?? '';
    const srcSet = image.get('srcset');
    if (!srcSet && (src === '' || src.startsWith('data:'))) continue;
    const key = srcSet ?? src;
    if (seen.has(key)) continue;
    seen.add(key);
    const sizes = image.get('sizes');
    const priority = image.get('fetchpriority');
    const source = srcSet ? ` imagesrcset="${srcSet}"${sizes ? ` imagesizes="${sizes}"` : ''}` : ` href="${src}"`;
    links.push(`<link rel="preload" as="image"${source}${priority ? ` fetchpriority="${priority}"` : ''}/>`);
  }
  return links.join('');
}
