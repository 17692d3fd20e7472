export { moveItem, removeItem, replaceItem } from './list-moves';
export type { EditableOption, EditablePart } from './part-values';
export { followMove, followRemove } from './part-values';
export { PartsEditor, type PartsEditorProps } from './parts-editor';
export type { PreviewSource } from './preview-product';
export { PriceTreePreview } from './price-tree-preview';
export { SortableList, type SortableListProps } from './sortable-list';
