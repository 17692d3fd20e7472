import type { Branch } from '@bestell/domain';
import { statusPageMessages } from '@bestell/domain';
import styles from './status.module.css';

/** The phone number as a tel: URI (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Spec §2 Order status page: the branch's contact with a phone link. */
export function BranchContact({ branch }: { branch: Branch }) {
  return (
    <section className={`${styles.box} ${styles.contact}`} aria-labelledby="branch-contact-title">
      <h2 id="branch-contact-title">{statusPageMessages.contactTitle}</h2>
      <address>
        <p>
          <strong>{branch.name}</strong>
        </p>
        <p>
          {branch.street}, {branch.zipCode} {branch.city}
        </p>
        {branch.phone && (
          <p>
            <a href={telHref(branch.phone)} aria-label={statusPageMessages.callBranch({ phone: branch.phone })}>
              {branch.phone}
            </a>
          </p>
        )}
        {branch.email && (
          <p>
            <a href={`mailto:${branch.email}`} aria-label={statusPageMessages.writeBranch({ email: branch.email })}>
              {branch.email}
            </a>
          </p>
        )}
      </address>
    </section>
  );
}
