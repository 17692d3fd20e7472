import { useStaffApi } from '@bestell/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type BaseSyntheticEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyApiErrors, pathExists } from './api-errors';

/** A record of a generic CRUD resource: it carries its id and the version the API checks on save (contract 2). */
export interface Versioned {
  id: number;
  version: number;
}

export interface EditFormOptions<S extends z.ZodType<FieldValues, FieldValues>, E extends Versioned> {
  /** The resource path, e.g. '/branches'. */
  path: string;
  /** The record to edit, null for a new one. */
  id: number | null;
  schema: S;
  /** The form's values for a loaded record, or the defaults of a new one (null). */
  toValues: (entity: E | null) => z.input<S>;
  /** The request body from the validated values (default: the values as they are). */
  toBody?: (values: z.output<S>) => unknown;
  onSaved?: (entity: E, wasNew: boolean) => void;
}

export interface EditForm<S extends z.ZodType<FieldValues, FieldValues>, E extends Versioned> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** The id of the <form> element (the save bar's submit button points to it). */
  formId: string;
  entity: E | null;
  isNew: boolean;
  isLoading: boolean;
  loadFailed: boolean;
  /** The submit handler of the <form>. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  isSaving: boolean;
  justSaved: boolean;
  /** Messages of the last refused save that belong to no field (the conflict message on 409). */
  formMessages: string[];
  conflict: boolean;
  /** Back to the loaded values. */
  discard: () => void;
  /** Loads the record again and drops the input (after a conflict). */
  reload: () => Promise<void>;
}

export function staffRecordKey(path: string, id: number | null) {
  return ['staff', path, id] as const;
}

/**
 * An editor of one record: loads it through the staff API, validates with the domain schema the API validates with,
 * and saves with `If-Match: <version>` so a save over someone else's newer one is refused (409) with its message,
 * the input kept. Field errors of the API land on their fields.
 */
export function useEditForm<S extends z.ZodType<FieldValues, FieldValues>, E extends Versioned>(
  options: EditFormOptions<S, E>,
): EditForm<S, E> {
  const { path, id, schema } = options;
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const query = useQuery({
    queryKey: staffRecordKey(path, id),
    queryFn: ({ signal }) => api.get<E>(`${path}/${id}`, signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's overloads cannot see through a generic schema; its values are the schema's input and output.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: options.toValues(null) as DefaultValues<z.input<S>>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [entity, setEntity] = useState<E | null>(null);
  const version = useRef<number | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const [conflict, setConflict] = useState(false);

  const load = useCallback(
    (loaded: E) => {
      version.current = loaded.version;
      setEntity(loaded);
      form.reset(optionsRef.current.toValues(loaded) as DefaultValues<z.input<S>>);
    },
    [form],
  );

  // Only the first answer for this id fills the form; later refetches never overwrite input.
  const loadedId = useRef<number | null>(null);
  useEffect(() => {
    if (query.data && loadedId.current !== query.data.id) {
      loadedId.current = query.data.id;
      load(query.data);
    }
  }, [query.data, load]);

  useEffect(() => {
    const subscription = form.watch(() => setJustSaved(false));
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setFormMessages([]);
    setConflict(false);
    const current = optionsRef.current;
    const body = current.toBody ? current.toBody(values) : values;
    try {
      const isNew = current.id === null;
      const saved = isNew
        ? await api.post<E>(path, body)
        : await api.put<E>(`${path}/${current.id}`, body, { ifMatch: version.current ?? undefined });
      loadedId.current = saved.id;
      queryClient.setQueryData(staffRecordKey(path, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['staff', path, 'list'] });
      load(saved);
      setJustSaved(true);
      current.onSaved?.(saved, isNew);
    } catch (error) {
      const applied = applyApiErrors(error, form.setError, (field) => pathExists(form.getValues(), field));
      setFormMessages(applied.formMessages);
      setConflict(applied.conflict);
    } finally {
      setSaving(false);
    }
  });

  const discard = useCallback(() => {
    form.reset();
    setFormMessages([]);
    setConflict(false);
  }, [form]);

  const reload = useCallback(async () => {
    if (id === null) return;
    const fresh = await api.get<E>(`${path}/${id}`);
    queryClient.setQueryData(staffRecordKey(path, id), fresh);
    load(fresh);
    setFormMessages([]);
    setConflict(false);
  }, [api, id, path, queryClient, load]);

  return {
    form,
    formId,
    entity,
    isNew: id === null,
    isLoading: id !== null && entity === null && !query.isError,
    loadFailed: query.isError,
    submit,
    isSaving,
    justSaved,
    formMessages,
    conflict,
    discard,
    reload,
  };
}
