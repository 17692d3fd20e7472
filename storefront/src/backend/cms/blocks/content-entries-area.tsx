import type { ContentEntryKind } from '@bestell/domain';
import { Route, Routes, useParams } from 'react-router';
import { ContentEntryEditor } from './content-entry-editor';
import { ContentEntryList } from './content-entry-list';

/** /backend/blocks/* or /nodes/*: the list, a new entry and an entry's editor. */
export function ContentEntriesArea({ kind }: { kind: ContentEntryKind }) {
  return (
    <Routes>
      <Route index element={<ContentEntryList kind={kind} />} />
      <Route path="new" element={<ContentEntryEditor key="new" kind={kind} id={null} />} />
      <Route path=":id" element={<EditRoute kind={kind} />} />
    </Routes>
  );
}

function EditRoute({ kind }: { kind: ContentEntryKind }) {
  const number = Number(useParams().id);
  return Number.isInteger(number) && number > 0 ? <ContentEntryEditor key={number} kind={kind} id={number} /> : null;
}
