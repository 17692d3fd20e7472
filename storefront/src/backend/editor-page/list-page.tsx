import type { ReactNode } from 'react';
import { Link } from 'react-router';
import formStyles from '../forms/forms.module.css';
import styles from './editor-page.module.css';

export interface ListPageProps {
  /** The page's h1 (and usually the table's caption). */
  title: string;
  /** The 'Neu …' link to the editor of a new record (left out for who may not create). */
  newLink?: { to: string; label: string } | undefined;
  intro?: ReactNode;
  /** The list could not be loaded: the §8 text ('Geräte konnten nicht geladen werden.'). */
  loadFailed: boolean;
  loadFailedMessage: string;
  /** A refused row action (delete, disable) in German. */
  failure?: string | null;
  /** The table (the DataTable brings search, filters, sorting and paging). */
  children: ReactNode;
  /** Dialogs and parts below the table. */
  after?: ReactNode;
}

/** The back-office list page of spec §1: title with the 'new' link, the load error, row-action errors, the table. */
export function ListPage(props: ListPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.listHeader}>
        <h1 className={styles.title}>{props.title}</h1>
        {props.newLink && (
          <Link to={props.newLink.to} className={`${formStyles.primaryButton} ${styles.buttonLink}`}>
            {props.newLink.label}
          </Link>
        )}
      </div>
      {props.intro && <p className={styles.intro}>{props.intro}</p>}
      {props.loadFailed && (
        <p role="alert" className={formStyles.error}>
          {props.loadFailedMessage}
        </p>
      )}
      {props.failure && (
        <p role="alert" className={`${formStyles.error} ${styles.alert}`} data-testid="list-error">
          {props.failure}
        </p>
      )}
      {props.children}
      {props.after}
    </div>
  );
}
