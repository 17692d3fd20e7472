/**
 * The generic CMS field renderer (issue 24 point 1): every CMS field type of spec §3, described as data in
 * packages/domain/src/cms/fields.ts, drawn inside a react-hook-form form. Used by the site sections editor and the
 * other CMS editors (blocks, nodes).
 */
export { CmsFieldInput, CmsFields, type CmsFieldsProps } from './cms-fields';
export { ColorField } from './color-field';
export { childName } from './field-name';
export { MarkdownField } from './markdown-field';
export { FileField, FilesField, ImageField, ImagesField, MoveButtons, thumbnailUrl } from './media-fields';
export { ReferenceField, useReferenceOptions } from './reference-field';
export { useMediaUpload } from './use-media-upload';
export { WysiwygField } from './wysiwyg-field';
export { canonicalEditorHtml, wysiwygExtensions } from './wysiwyg-html';
