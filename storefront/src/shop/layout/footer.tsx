import { useBranches, useConfig } from '@bestell/api-client';
import { type Branch, layoutMessages, type PublicConfig, shopMessages } from '@bestell/domain';
import { Link } from 'react-router';
import { HydrationStage } from '../../ssr/hydration-stage';
import { useCurrentBranch } from '../branch-context';
import { weeklyHours } from '../branches/weekly-hours';
import { FooterNavigationEntries } from '../navigation/footer-navigation';
import { overridable } from '../overrides/overrides';
import { InstallLink } from '../pwa/install-link';
import styles from './footer.module.css';
import { legalLinks } from './legal-links';
import { ShopLogo } from './shop-logo';
import { SocialLinks } from './social-links';

function BranchInfo({ branch }: { branch: Branch }) {
  return (
    <>
      <section aria-labelledby="footer-hours" className={styles.column}>
        <h2 id="footer-hours" className={styles.heading}>
          {shopMessages.openingHours}
        </h2>
        <dl className={styles.hours}>
          {weeklyHours(branch.openingHours).map((row) => (
            <div key={row.day}>
              <dt>{row.day}</dt>
              <dd>{row.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="footer-address" className={styles.column}>
        <h2 id="footer-address" className={styles.heading}>
          {shopMessages.address}
        </h2>
        <address className={styles.address}>
          {branch.name}
          <br />
          {branch.street}
          <br />
          {branch.zipCode} {branch.city}
          <br />
          {branch.country || 'AT'}
        </address>
      </section>
    </>
  );
}

function FooterLinks({ config, branches }: { config: PublicConfig; branches: Branch[] }) {
  const single = branches.length === 1 ? branches[0] : undefined;
  return (
    <nav aria-label={shopMessages.footerNavigation}>
      <ul className={styles.links}>
        <li>
          <Link to="/">{config.shopName}</Link>
        </li>
        {single && (
          <li>
            <Link to={`/store/${encodeURIComponent(single.identifier)}`}>{layoutMessages.orderOnline}</Link>
          </li>
        )}
        {legalLinks(config).map((link) => (
          <li key={link.label}>
            {link.internal ? (
              <Link to={link.href}>{link.label}</Link>
            ) : (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            )}
          </li>
        ))}
        <FooterNavigationEntries />
        <InstallLink />
      </ul>
    </nav>
  );
}

/**
 * Spec §2 Layout footer: shop-name link, 'Online Bestellen' (exactly one branch), the legal links, business name with
 * the copyright mark, opening hours, address, social links, the footer navigation (CMS), and the shop name.
 */
function DefaultFooter() {
  const { data: config } = useConfig();
  const { data: branches } = useBranches();
  const current = useCurrentBranch();
  if (!config) return <footer className={styles.footer} />;
  const active = (branches ?? []).filter((branch) => branch.isPublic && branch.isEnabled);
  return (
    <HydrationStage rootId="seitenfuss">
      <footer id="seitenfuss" className={styles.footer}>
        <div className={styles.inner}>
          <div className={styles.column}>
            <FooterLinks config={config} branches={active} />
            <SocialLinks config={config} />
          </div>
          {current && <BranchInfo branch={current} />}
        </div>
        <div className={styles.bottom}>
          <p>{layoutMessages.copyright({ businessName: config.businessName || config.shopName })}</p>
          <p className={styles.brand}>
            <ShopLogo config={config} />
          </p>
        </div>
      </footer>
    </HydrationStage>
  );
}

/** Spec §2 overridable area Footer (docs/overrides.md). */
export const Footer = overridable('Footer', DefaultFooter);
