import { Route, Routes, useParams } from 'react-router';
import { NavigationEditor } from './navigation-editor';
import { NavigationList } from './navigation-list';

/** /backend/navigations/*: the list, a new navigation and a navigation's editor. */
export function NavigationsArea() {
  return (
    <Routes>
      <Route index element={<NavigationList />} />
      <Route path="new" element={<NavigationEditor key="new" id={null} />} />
      <Route path=":id" element={<EditRoute />} />
    </Routes>
  );
}

function EditRoute() {
  const number = Number(useParams().id);
  return Number.isInteger(number) && number > 0 ? <NavigationEditor key={number} id={number} /> : null;
}
