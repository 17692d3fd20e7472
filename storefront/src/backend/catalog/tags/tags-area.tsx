import { Route, Routes } from 'react-router';
import { TagFormPage } from './tag-form-page';
import { TagsListPage } from './tags-list-page';

/** /backend/catalog/tags/*: the list, a new tag and a tag's editor. */
export function TagsArea() {
  return (
    <Routes>
      <Route index element={<TagsListPage />} />
      <Route path="new" element={<TagFormPage />} />
      <Route path=":id" element={<TagFormPage />} />
    </Routes>
  );
}
