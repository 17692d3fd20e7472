import { type Branch, branchOpenStatus, shopMessages } from '@bestell/domain';
import { imageUrl } from '@bestell/ui';
import { Link } from 'react-router';
import styles from './branches.module.css';

type BranchSummary = Pick<
  Branch,
  'identifier' | 'name' | 'street' | 'zipCode' | 'city' | 'isPublic' | 'images' | 'openingHours' | 'deliveryHours'
> &
  Partial<Pick<Branch, 'isDeliveryHoursEnabled' | 'timeZone'>>;

function BranchDetails({ branch, now, eager }: { branch: BranchSummary; now: number; eager: boolean }) {
  const header = branch.images[0];
  const closed =
    branch.isPublic &&
    branchOpenStatus({ ...branch, isDeliveryHoursEnabled: branch.isDeliveryHoursEnabled ?? false }, now).state ===
      'closed';
  return (
    <>
      {header && (
        <img className={styles.image} src={imageUrl('small', header)} alt="" loading={eager ? undefined : 'lazy'} />
      )}
      <div className={styles.text}>
        <h2 className={styles.name}>{branch.name}</h2>
        <p className={styles.address}>
          {branch.street}
          <br />
          {branch.zipCode} {branch.city}
        </p>
        {!branch.isPublic && <p className={styles.state}>{shopMessages.branchInactive}</p>}
        {closed && <p className={styles.state}>{shopMessages.branchClosed}</p>}
      </div>
    </>
  );
}

/** A branch card links to its storefront; a non-public branch is shown inactive (no link). */
/** `eagerImage`: the first card's image loads right away (it is the largest element of the first view). */
export function BranchCard({
  branch,
  now,
  eagerImage = false,
}: {
  branch: BranchSummary;
  now: number;
  eagerImage?: boolean;
}) {
  if (!branch.isPublic) {
    return (
      <div className={`${styles.card} ${styles.inactive}`} data-inactive="true">
        <BranchDetails branch={branch} now={now} eager={eagerImage} />
      </div>
    );
  }
  return (
    <Link className={styles.card} to={`/store/${encodeURIComponent(branch.identifier)}`}>
      <BranchDetails branch={branch} now={now} eager={eagerImage} />
    </Link>
  );
}
