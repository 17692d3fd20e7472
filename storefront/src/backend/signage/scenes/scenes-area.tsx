import { Route, Routes, useParams } from 'react-router';
import { SignageAdminGate } from '../admin-gate';
import { SceneEditor } from './scene-editor';
import { SceneList } from './scene-list';

/** /backend/signage/szenen: the scenes and their editor (admins). */
export function ScenesArea() {
  return (
    <SignageAdminGate>
      <Routes>
        <Route index element={<SceneList />} />
        <Route path="new" element={<SceneEditor key="new" id={null} />} />
        <Route path=":id" element={<EditRoute />} />
      </Routes>
    </SignageAdminGate>
  );
}

function EditRoute() {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? <SceneEditor key={number} id={number} /> : null;
}
