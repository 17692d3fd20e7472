import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { type EditFormOptions, useEditForm, type Versioned } from '../forms';
import type { DeleteActionProps } from './delete-action';

export interface RecordEditorOptions<S extends z.ZodType<FieldValues, FieldValues>, E extends Versioned>
  extends Omit<EditFormOptions<S, E>, 'onSaved'> {
  /** The screen's list, e.g. '/backend/tables': a new record's editor moves on to `${screenPath}/${id}`, a delete goes back here. */
  screenPath: string;
}

export interface RecordDeleteTexts<E> {
  /** The button's and the dialog's confirm label ('Tisch löschen'). */
  label: string;
  question: (entity: E) => string;
  /** The §8 text when the API gives no reason. */
  failedMessage: string;
  hint?: ReactNode;
}

/**
 * The editor of one record of a small CRUD screen: `useEditForm` (whose save refreshes the list ['staff', path, 'list'])
 * that moves a new record on to its own address, and the EditorPage's delete action for the loaded record (none for a
 * new one) that refreshes the list and goes back to it.
 */
export function useRecordEditor<S extends z.ZodType<FieldValues, FieldValues>, E extends Versioned>(
  options: RecordEditorOptions<S, E>,
) {
  const { screenPath, ...formOptions } = options;
  const navigate = useNavigate();
  const edit = useEditForm<S, E>({
    ...formOptions,
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`${screenPath}/${saved.id}`, { replace: true });
    },
  });
  const deleteAction = (texts: RecordDeleteTexts<E>): DeleteActionProps | undefined =>
    edit.entity
      ? {
          label: texts.label,
          question: texts.question(edit.entity),
          hint: texts.hint,
          path: `${options.path}/${edit.entity.id}`,
          version: edit.entity.version,
          failedMessage: texts.failedMessage,
          invalidates: [['staff', options.path, 'list']],
          onDeleted: () => navigate(screenPath, { replace: true }),
        }
      : undefined;
  return { edit, deleteAction };
}
