import { Route, Routes, useParams } from 'react-router';
import { BranchEditor } from './branch-editor';
import { BranchList } from './branch-list';

function EditRoute() {
  const { id } = useParams();
  const number = Number(id);
  // key: another branch is another form (nothing carries over from the one before).
  return Number.isInteger(number) && number > 0 ? <BranchEditor key={number} id={number} /> : <BranchList />;
}

/** /backend/branches: the list, a new branch, one branch (spec §3 Branch). */
export function BranchesArea() {
  return (
    <Routes>
      <Route index element={<BranchList />} />
      <Route path="new" element={<BranchEditor key="new" id={null} />} />
      <Route path=":id" element={<EditRoute />} />
    </Routes>
  );
}
