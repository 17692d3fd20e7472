import { RecordRoutes } from '../../editor-page';
import { SignageAdminGate } from '../admin-gate';
import { StreamEditor } from './stream-editor';
import { StreamList } from './stream-list';

/** /backend/signage/streams: the streams and their editor (slides, preview; admins). */
export function StreamsArea() {
  return (
    <SignageAdminGate>
      <RecordRoutes list={<StreamList />} editor={(id) => <StreamEditor key={id ?? 'new'} id={id} />} />
    </SignageAdminGate>
  );
}
