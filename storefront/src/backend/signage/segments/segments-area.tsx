import { Route, Routes, useParams } from 'react-router';
import { SignageAdminGate } from '../admin-gate';
import { SegmentEditor } from './segment-editor';
import { SegmentList } from './segment-list';

/** /backend/signage/segmente: the week plan of the segments and their editor (admins). */
export function SegmentsArea() {
  return (
    <SignageAdminGate>
      <Routes>
        <Route index element={<SegmentList />} />
        <Route path="new" element={<SegmentEditor key="new" id={null} />} />
        <Route path=":id" element={<EditRoute />} />
      </Routes>
    </SignageAdminGate>
  );
}

function EditRoute() {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? <SegmentEditor key={number} id={number} /> : null;
}
