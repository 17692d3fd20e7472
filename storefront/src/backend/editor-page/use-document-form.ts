import { useStaffApi } from '@bestell/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyApiErrors, pathExists } from '../forms';
import type { EditorState } from './editor-state';

export interface DocumentFormOptions<S extends z.ZodType<FieldValues, FieldValues>, D extends { version: number }> {
  /** The document's path, e.g. '/config' (GET reads it, the save writes it). */
  path: string;
  /** The query key under which the document is kept (several forms of one document share it). */
  queryKey: QueryKey;
  schema: S;
  /** The form's values for the loaded document. */
  toValues: (document: D) => z.input<S>;
  /** The request body from the validated values (default: the values): the fields this form edits. */
  toBody?: (values: z.output<S>) => unknown;
  /** 'post' (the config takes a partial POST) or 'put'. */
  method?: 'post' | 'put';
  /** Only load when true (e.g. only for admins). */
  enabled?: boolean;
  onSaved?: (document: D) => void;
}

export interface DocumentForm<S extends z.ZodType<FieldValues, FieldValues>, D extends { version: number }>
  extends EditorState<z.input<S>, z.output<S>> {
  document: D | null;
}

/**
 * An editor of a single document (no id, e.g. the config): loads it, validates with the domain schema, saves the
 * fields this form holds with `If-Match: <version>` (409 when someone saved meanwhile: the input is kept and the save
 * bar offers 'Neu laden'); API field errors land on their fields. The saved document replaces the cached one, so the
 * other forms of the same document read the new version.
 */
export function useDocumentForm<S extends z.ZodType<FieldValues, FieldValues>, D extends { version: number }>(
  options: DocumentFormOptions<S, D>,
): DocumentForm<S, D> {
  const { path, queryKey } = options;
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<D>(path, signal),
    enabled: options.enabled ?? true,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's overloads cannot see through a generic schema; its values are the schema's input and output.
    resolver: zodResolver(options.schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [document, setDocument] = useState<D | null>(null);
  const version = useRef<number | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const [conflict, setConflict] = useState(false);

  const load = useCallback(
    (loaded: D) => {
      version.current = loaded.version;
      setDocument(loaded);
      form.reset(optionsRef.current.toValues(loaded) as DefaultValues<z.input<S>>);
    },
    [form],
  );

  // A newer cached document (another form saved) fills this form unless it holds input.
  useEffect(() => {
    const data = query.data;
    if (!data || version.current === data.version) return;
    if (version.current === null || !form.formState.isDirty) load(data);
  }, [query.data, load, form]);

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
    const write = { ifMatch: version.current ?? undefined };
    try {
      const saved =
        current.method === 'put' ? await api.put<D>(path, body, write) : await api.post<D>(path, body, write);
      load(saved);
      queryClient.setQueryData(current.queryKey, saved);
      setJustSaved(true);
      current.onSaved?.(saved);
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
    const fresh = await api.get<D>(path);
    load(fresh);
    queryClient.setQueryData(optionsRef.current.queryKey, fresh);
    setFormMessages([]);
    setConflict(false);
  }, [api, path, queryClient, load]);

  return {
    form,
    formId,
    document,
    isLoading: document === null && !query.isError,
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
