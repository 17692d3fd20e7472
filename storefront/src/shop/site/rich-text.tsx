import styles from './rich-text.module.css';

/**
 * CMS rich text (wysiwyg HTML) as the API answers it: sanitised through the domain's one allow-list when written and
 * again on every read (api/src/resources/sites), so the browser carries no sanitiser of its own (issue 14 point 3).
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on write and on read
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
