import { ApiError, useApiClient } from '@bestell/api-client';
import { useQuery } from '@tanstack/react-query';
import { RichText } from '../rich-text';
import type { Section } from '../site-types';
import styles from './text-section.module.css';

/** A block as GET /api/blocks/{id} answers it (spec §3 Block; content sanitised by the API). */
interface Block {
  id: number;
  type: string;
  content: { title?: unknown; body?: unknown; text?: unknown } | null;
}

const asText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The block with this id; null when there is none (deleted): the section then shows only its own title and text. */
function useBlock(id: number | null) {
  const client = useApiClient();
  return useQuery<Block | null, ApiError>({
    queryKey: ['block', id],
    queryFn: async ({ signal }) => {
      try {
        return await client.request<Block>(`/blocks/${id}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: id !== null,
  });
}

/**
 * A reusable block in a page (both page types): the section's own title and text, then the block's title and rich
 * text. Editing the block changes every page that shows it.
 */
export function BlockSection({ section }: { section: Section }) {
  const blockId = typeof section.blockId === 'number' ? section.blockId : null;
  const block = useBlock(blockId).data ?? null;
  const title = asText(block?.content?.title);
  return (
    <div className={`${styles.text} ${styles.plain}`} data-block={block?.id}>
      {section.title && <h2 className={styles.title}>{section.title}</h2>}
      <RichText html={section.text} />
      {title && (section.title ? <h3 className={styles.title}>{title}</h3> : <h2 className={styles.title}>{title}</h2>)}
      <RichText html={asText(block?.content?.body) ?? asText(block?.content?.text)} />
    </div>
  );
}
