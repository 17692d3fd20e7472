import { sanitizeRichText } from '@bestell/domain';
import { useMemo } from 'react';
import styles from './rich-text.module.css';

/**
 * CMS rich text (wysiwyg HTML): sanitised by the API when written and again here, when rendered, through the one
 * allow-list of the domain (issue 14 point 3), so a text stored before the sanitiser existed cannot run either.
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const safe = useMemo(() => sanitizeRichText(html ?? ''), [html]);
  if (safe === '') return null;
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the domain's allow-list just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
