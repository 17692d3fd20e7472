import { ContentEntriesArea } from '../blocks/content-entries-area';

/** /backend/nodes/*: content entries (title, text, image, link) read by their identifier. Same shape as blocks. */
export function NodesArea() {
  return <ContentEntriesArea kind="nodes" />;
}
