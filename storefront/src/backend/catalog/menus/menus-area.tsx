import { Route, Routes } from 'react-router';
import { MenuFormPage } from './menu-form-page';
import { MenusListPage } from './menus-list-page';

/** /backend/catalog/menus/*: the 'Produktkataloge' list, a new menu and a menu's editor. */
export function MenusArea() {
  return (
    <Routes>
      <Route index element={<MenusListPage />} />
      <Route path="new" element={<MenuFormPage />} />
      <Route path=":id" element={<MenuFormPage />} />
    </Routes>
  );
}
