import { useBranches, useConfig } from '@bestell/api-client';
import { type Branch, directionsHref, homePageMessages, layoutMessages, shopMessages } from '@bestell/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../meta/page-meta';
import { overridable } from '../overrides/overrides';
import { BranchList } from './branch-list';
import styles from './branches.module.css';
import { weeklyHours } from './weekly-hours';

// The map section (map plugin) loads on demand: the first view of /store and /shop never carries it.
const HomeMap = lazy(() => import('./home-map').then((m) => ({ default: m.HomeMap })));

/** The phone number as a tel: URI (digits and a leading +). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function Teasers({ branch }: { branch: Branch }) {
  const m = homePageMessages;
  return (
    <nav aria-label={m.teasers}>
      <ul className={styles.teasers}>
        <li>
          <Link className={styles.teaser} to={`/store/${encodeURIComponent(branch.identifier)}`}>
            <strong>{layoutMessages.orderOnline}</strong>
            <span>{m.orderOnlineText}</span>
          </Link>
        </li>
        {branch.phone && (
          <li>
            <a className={styles.teaser} href={telHref(branch.phone)}>
              <strong>{m.reserveTable}</strong>
              <span>{m.reserveTableText({ phone: branch.phone })}</span>
            </a>
          </li>
        )}
        <li>
          <a className={styles.teaser} href={directionsHref(branch)} target="_blank" rel="noopener noreferrer">
            <strong>{m.directions}</strong>
            <span>{m.directionsText}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** Opening hours, with a toggle to the delivery hours when the branch has them enabled (spec §2 Home page). */
function Hours({ branch }: { branch: Branch }) {
  const [delivery, setDelivery] = useState(false);
  const showDelivery = delivery && branch.isDeliveryHoursEnabled;
  const rows = weeklyHours(showDelivery ? branch.deliveryHours : branch.openingHours);
  const title = showDelivery ? shopMessages.deliveryHours : shopMessages.openingHours;
  return (
    <section className={styles.homeBox} aria-labelledby="home-hours">
      <h2 id="home-hours">{title}</h2>
      {branch.isDeliveryHoursEnabled && (
        <fieldset className={styles.hoursToggle}>
          <legend className={styles.visuallyHidden}>{homePageMessages.hoursKind}</legend>
          {[false, true].map((value) => (
            <button
              key={String(value)}
              type="button"
              aria-pressed={delivery === value}
              onClick={() => setDelivery(value)}
            >
              {value ? shopMessages.deliveryHours : shopMessages.openingHours}
            </button>
          ))}
        </fieldset>
      )}
      <dl className={styles.homeHours}>
        {rows.map((row) => (
          <div key={row.day}>
            <dt>{row.day}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Contact({ branch }: { branch: Branch }) {
  return (
    <section className={styles.homeBox} aria-labelledby="home-contact">
      <h2 id="home-contact">{homePageMessages.contact}</h2>
      <address className={styles.homeAddress}>
        <strong>{branch.name}</strong>
        <br />
        {branch.street}
        <br />
        {branch.zipCode} {branch.city}
        {branch.phone && (
          <>
            <br />
            <a href={telHref(branch.phone)}>{branch.phone}</a>
          </>
        )}
        {branch.email && (
          <>
            <br />
            <a href={`mailto:${branch.email}`}>{branch.email}</a>
          </>
        )}
      </address>
    </section>
  );
}

/**
 * Spec §2 Home page (home-page plugin): title and description from the config; with exactly one branch its three
 * teasers (order online, call for a table, directions), opening hours with the delivery-hours toggle and contact data.
 * With several branches the branch list follows the title (the teasers, hours and contact belong to one branch).
 * The optional map (Mapbox plugin) shows the branch address with links to external maps sites (no map service is
 * reachable from this build).
 */
function DefaultHomePage() {
  const { data: config } = useConfig();
  const { data: branches } = useBranches();
  const active = (branches ?? []).filter((branch) => branch.isPublic && branch.isEnabled);
  const single = active.length === 1 ? active[0] : undefined;
  return (
    <section aria-labelledby="home-title" className={styles.home}>
      <PageMeta title={null} />
      {config && <h1 id="home-title">{config.title || config.shopName}</h1>}
      {config?.description && <p>{config.description}</p>}
      {single ? (
        <>
          <Teasers branch={single} />
          <div className={styles.homeColumns}>
            <Hours branch={single} />
            <Contact branch={single} />
          </div>
          {config?.enablePluginMapbox && (
            <Suspense fallback={null}>
              <HomeMap branch={single} />
            </Suspense>
          )}
        </>
      ) : (
        branches && <BranchList />
      )}
    </section>
  );
}

/** Spec §2 overridable area HomePage (docs/overrides.md). */
export const HomePage = overridable('HomePage', DefaultHomePage);
