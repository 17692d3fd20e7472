import { RecordRoutes } from '../../editor-page';
import { SignageAdminGate } from '../admin-gate';
import { SegmentEditor } from './segment-editor';
import { SegmentList } from './segment-list';

/** /backend/signage/segmente: the week plan of the segments and their editor (admins). */
export function SegmentsArea() {
  return (
    <SignageAdminGate>
      <RecordRoutes list={<SegmentList />} editor={(id) => <SegmentEditor key={id ?? 'new'} id={id} />} />
    </SignageAdminGate>
  );
}
