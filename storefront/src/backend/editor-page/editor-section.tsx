import type { ReactNode } from 'react';
import styles from './editor-page.module.css';

export interface EditorSectionProps {
  /** The section's element id (the section navigation's jump target); its heading gets `${id}-title`. */
  id: string;
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** One titled part of an editor form (a region named by its heading). */
export function EditorSection({ id, title, intro, children }: EditorSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}

/** Fields side by side (one column on a phone). */
export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.grid} ${className}` : styles.grid}>{children}</div>;
}

/** Switches and checkboxes under each other. */
export function SwitchList({ children }: { children: ReactNode }) {
  return <div className={styles.switches}>{children}</div>;
}

export interface SectionLink {
  id: string;
  label: string;
}

/** Jump links to the sections of a long editor. */
export function SectionNav({ label, sections }: { label: string; sections: readonly SectionLink[] }) {
  return (
    <nav aria-label={label} className={styles.sectionNav}>
      {sections.map((section) => (
        <a key={section.id} href={`#${section.id}`}>
          {section.label}
        </a>
      ))}
    </nav>
  );
}
