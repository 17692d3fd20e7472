import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** One step's form: the domain schema the API validates with, German errors on the fields, focus on the first one. */
export function useStepForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, values: z.input<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: values as DefaultValues<z.input<S>>,
    shouldFocusError: true,
  });
}
