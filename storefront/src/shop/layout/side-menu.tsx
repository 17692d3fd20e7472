import { useBranches, useConfig } from '@bestell/api-client';
import { headerNavigationIdentifier, layoutMessages, shopMessages } from '@bestell/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { NavigationEntries } from '../navigation/navigation-list';
import { useNavigationLinks } from '../navigation/use-navigation-links';
import styles from './side-menu.module.css';
import { SocialLinks } from './social-links';

/**
 * Spec §2 Layout: the side menu with the header navigation and the social links. A modal <dialog>: focus stays
 * inside while it is open and Escape closes it. The header navigation is the CMS navigation 'main-navigation',
 * followed by the shop link; without that navigation the menu lists home, the shop and the active branches.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { data: config } = useConfig();
  const { data: branches } = useBranches();
  const headerLinks = useNavigationLinks(headerNavigationIdentifier);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  const active = (branches ?? []).filter((branch) => branch.isPublic && branch.isEnabled);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard closes it with Escape
    <dialog
      ref={ref}
      id="side-menu"
      className={styles.menu}
      aria-label={shopMessages.mainNavigation}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.inner}>
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span> {layoutMessages.closeMenu}
        </button>
        <nav aria-label={shopMessages.mainNavigation}>
          <ul className={styles.list}>
            {headerLinks ? (
              <NavigationEntries links={headerLinks} onNavigate={onClose} />
            ) : (
              <li>
                <Link to="/" onClick={onClose}>
                  {shopMessages.home}
                </Link>
              </li>
            )}
            <li>
              <Link to="/shop" onClick={onClose}>
                {layoutMessages.toShop}
              </Link>
            </li>
            {!headerLinks &&
              active.map((branch) => (
                <li key={branch.id}>
                  <Link to={`/store/${encodeURIComponent(branch.identifier)}`} onClick={onClose}>
                    {branch.name}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        {config && <SocialLinks config={config} />}
      </div>
    </dialog>
  );
}
