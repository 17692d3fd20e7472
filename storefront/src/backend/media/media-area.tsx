import { backofficeMediaMessages as m } from '@bestell/domain';
import { Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import { AreaTabs } from '../editor-page';
import formStyles from '../forms/forms.module.css';
import { FontList } from './font-list';
import { ImageLibrary } from './image-library';
import { TemplateEditor } from './template-editor';
import { TemplateList } from './template-list';
import { UploadList } from './upload-list';

const tabs = [
  { to: '/backend/media', label: m.tabs.images, end: true },
  { to: '/backend/media/uploads', label: m.tabs.uploads, end: false },
  { to: '/backend/media/templates', label: m.tabs.templates, end: false },
  { to: '/backend/media/fonts', label: m.tabs.fonts, end: false },
] as const;

/**
 * /backend/media 'Medien' (admins only: images, templates and fonts are admins' writes, the API refuses everyone
 * else): the image library with alt texts, uploaded files, image templates with their rendered preview, fonts.
 */
export function MediaArea() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{m.adminOnly}</p>;
  return (
    <>
      <AreaTabs label={m.areaNavigation} tabs={tabs} />
      <Routes>
        <Route index element={<ImageLibrary />} />
        <Route path="uploads" element={<UploadList />} />
        <Route path="templates" element={<TemplateList />} />
        <Route path="templates/new" element={<TemplateEditor key="new" id={null} />} />
        <Route path="templates/:id" element={<TemplateRoute />} />
        <Route path="fonts" element={<FontList />} />
      </Routes>
    </>
  );
}

function TemplateRoute() {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? <TemplateEditor key={number} id={number} /> : null;
}
