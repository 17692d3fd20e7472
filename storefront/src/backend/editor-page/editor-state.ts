import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What the editor page needs of a form: `useEditForm` (one record of a CRUD resource) and `useDocumentForm` (a single
 * document such as the config) both give it.
 */
export interface EditorState<V extends FieldValues, O = V> {
  form: UseFormReturn<V, unknown, O>;
  /** The id of the <form> element (the save bar's submit button points to it). */
  formId: string;
  isLoading: boolean;
  loadFailed: boolean;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  isSaving: boolean;
  justSaved: boolean;
  /** Messages of the last refused save that belong to no field (the conflict message on 409). */
  formMessages: string[];
  /** The last save was refused because someone else saved meanwhile (409): the save bar offers 'Neu laden'. */
  conflict: boolean;
  discard: () => void;
  reload: () => Promise<void>;
}
