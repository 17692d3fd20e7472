import { type Branch, directionsHref, homePageMessages as m, openMapHref } from '@bestell/domain';
import styles from './home-map.module.css';

/**
 * Spec §2 Home page 'optional map' (config enablePluginMapbox). No map service is reachable from this build and the
 * access token is not printed, so the section shows the address with links to external maps sites: the route
 * (directions, spec §7) and the place on OpenStreetMap at the §9 default zoom. No map library, no tiles, no request.
 */
export function HomeMap({ branch }: { branch: Branch }) {
  return (
    <section className={styles.map} aria-labelledby="home-map">
      <h2 id="home-map">{m.map}</h2>
      <div className={styles.card}>
        <span className={styles.pin} aria-hidden="true" />
        <address className={styles.address}>
          <strong>{branch.name}</strong>
          <br />
          {branch.street}
          <br />
          {branch.zipCode} {branch.city}
        </address>
        <ul className={styles.links}>
          <li>
            <a href={directionsHref(branch)} target="_blank" rel="noopener noreferrer">
              {m.planRoute}
            </a>
          </li>
          <li>
            <a href={openMapHref(branch)} target="_blank" rel="noopener noreferrer">
              {m.openMap}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
