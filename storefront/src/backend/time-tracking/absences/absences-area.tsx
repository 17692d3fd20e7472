import { Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../../branches/use-is-admin';
import type { ChoiceOption } from '../../forms';
import { AbsenceEditor } from './absence-editor';
import { AbsenceList } from './absence-list';
import { usePeople } from './use-people';

/** /backend/zeiterfassung/abwesenheiten: the list (and entitlements), and for admins the editor. */
export function AbsencesArea() {
  const { user, isAdmin } = useStaffUser();
  const people = usePeople();
  if (!user) return null;
  return (
    <Routes>
      <Route index element={<AbsenceList names={people.names} />} />
      {isAdmin && <Route path="new" element={<AbsenceEditor key="new" id={null} people={people.options} />} />}
      {isAdmin && <Route path=":id" element={<EditRoute people={people.options} />} />}
    </Routes>
  );
}

function EditRoute({ people }: { people: ChoiceOption[] }) {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? <AbsenceEditor key={number} id={number} people={people} /> : null;
}
