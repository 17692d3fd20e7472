import { Route, Routes } from 'react-router';
import { CategoriesListPage } from './categories-list-page';
import { CategoryFormPage } from './category-form-page';

/** /backend/catalog/categories/*: the list, a new category and a category's editor. */
export function CategoriesArea() {
  return (
    <Routes>
      <Route index element={<CategoriesListPage />} />
      <Route path="new" element={<CategoryFormPage />} />
      <Route path=":id" element={<CategoryFormPage />} />
    </Routes>
  );
}
