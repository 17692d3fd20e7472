export { type AreaTab, AreaTabs, type AreaTabsProps } from './area-tabs';
export { apiMessageOf, DeleteAction, type DeleteActionProps } from './delete-action';
export { EditorPage, type EditorPageProps } from './editor-page';
export {
  EditorSection,
  type EditorSectionProps,
  FieldGrid,
  type SectionLink,
  SectionNav,
  SwitchList,
} from './editor-section';
export type { EditorState } from './editor-state';
export { ListPage, type ListPageProps } from './list-page';
export { RecordRoutes, type RecordRoutesProps } from './record-routes';
export { type DocumentForm, type DocumentFormOptions, useDocumentForm } from './use-document-form';
export { type RecordDeleteTexts, type RecordEditorOptions, useRecordEditor } from './use-record-editor';
export { type RowDeleteOptions, useRowDelete } from './use-row-delete';
