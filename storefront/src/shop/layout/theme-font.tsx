import { useConfig } from '@bestell/api-client';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The theme font chosen in the config (an uploaded, self-hosted font): its @font-face CSS from this server
 * (GET /api/fonts/google/{family}/style-regular,700.embed.css, never a font provider's host), hoisted into <head> by
 * React (in the server render too), and the shop's `--font-family` with the font first and its metric-matched local
 * fallback ("{family} Fallback", declared by the same CSS) after it, on a box that takes no part in the layout (display: contents). The font loads through CSS
 * alone. Without a theme font the children render as they are. The config only stores family names of letters,
 * digits, spaces, hyphens and underscores (fontFamilyPattern), so the name needs no escaping in the stack.
 */
export function ThemeFont({ children }: { children: ReactNode }) {
  const { data: config } = useConfig();
  const family = config && 'themeFont' in config ? config.themeFont : null;
  if (typeof family !== 'string' || !family) return children;
  const style = {
    display: 'contents',
    '--font-family': `"${family}", "${family} Fallback", system-ui, sans-serif`,
    fontFamily: 'var(--font-family)',
  } as CSSProperties;
  return (
    <div style={style}>
      <link
        rel="stylesheet"
        href={`/api/fonts/google/${encodeURIComponent(family)}/style-regular,700.embed.css`}
        precedence="theme-font"
      />
      {children}
    </div>
  );
}
