import { Route, Routes, useParams } from 'react-router';
import { RedirectEditor } from './redirect-editor';
import { RedirectList } from './redirect-list';

/** /backend/redirects/*: the list, a new redirect and a redirect's editor. */
export function RedirectsArea() {
  return (
    <Routes>
      <Route index element={<RedirectList />} />
      <Route path="new" element={<RedirectEditor key="new" id={null} />} />
      <Route path=":id" element={<EditRoute />} />
    </Routes>
  );
}

function EditRoute() {
  const number = Number(useParams().id);
  return Number.isInteger(number) && number > 0 ? <RedirectEditor key={number} id={number} /> : null;
}
