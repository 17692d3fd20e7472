import type { PublicConfig } from '@bestell/domain';
import { shopMessages } from '@bestell/domain';

/** Spec §2 Layout: social links (facebook, instagram), each only when configured. */
export function SocialLinks({ config }: { config: Pick<PublicConfig, 'facebook' | 'instagram'> }) {
  const links = [
    { name: 'Facebook', href: config.facebook },
    { name: 'Instagram', href: config.instagram },
  ].filter((link): link is { name: string; href: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <ul className="social" aria-label={shopMessages.socialLinks}>
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
