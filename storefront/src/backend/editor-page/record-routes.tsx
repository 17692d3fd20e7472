import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';

export interface RecordRoutesProps {
  /** The list, at the area's index. */
  list: ReactNode;
  /** The editor of a record (null: 'new'); key it by the id so a new record starts a fresh form. */
  editor: (id: number | null) => ReactNode;
}

/** The routes of a back-office record area: the list at its index, 'new' and ':id' (a positive integer) in the editor. */
export function RecordRoutes({ list, editor }: RecordRoutesProps) {
  return (
    <Routes>
      <Route index element={list} />
      <Route path="new" element={editor(null)} />
      <Route path=":id" element={<EditRoute editor={editor} />} />
    </Routes>
  );
}

function EditRoute({ editor }: { editor: RecordRoutesProps['editor'] }) {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? editor(number) : null;
}
