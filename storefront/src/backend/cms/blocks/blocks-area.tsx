import { ContentEntriesArea } from './content-entries-area';

/** /backend/blocks/*: reusable content that pages show in a block section. */
export function BlocksArea() {
  return <ContentEntriesArea kind="blocks" />;
}
