import { RecordRoutes } from '../../editor-page';
import { SignageAdminGate } from '../admin-gate';
import { SceneEditor } from './scene-editor';
import { SceneList } from './scene-list';

/** /backend/signage/szenen: the scenes and their editor (admins). */
export function ScenesArea() {
  return (
    <SignageAdminGate>
      <RecordRoutes list={<SceneList />} editor={(id) => <SceneEditor key={id ?? 'new'} id={id} />} />
    </SignageAdminGate>
  );
}
