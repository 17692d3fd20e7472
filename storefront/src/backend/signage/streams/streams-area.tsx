import { Route, Routes, useParams } from 'react-router';
import { SignageAdminGate } from '../admin-gate';
import { StreamEditor } from './stream-editor';
import { StreamList } from './stream-list';

/** /backend/signage/streams: the streams and their editor (slides, preview; admins). */
export function StreamsArea() {
  return (
    <SignageAdminGate>
      <Routes>
        <Route index element={<StreamList />} />
        <Route path="new" element={<StreamEditor key="new" id={null} />} />
        <Route path=":id" element={<EditRoute />} />
      </Routes>
    </SignageAdminGate>
  );
}

function EditRoute() {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? <StreamEditor key={number} id={number} /> : null;
}
