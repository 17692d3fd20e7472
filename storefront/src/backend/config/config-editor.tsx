import { errorsMessages, orderLimitsMessages as m } from '@bestell/domain';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { EditorPage, useDocumentForm } from '../editor-page';
import { ConfigTabs } from './config-tabs';
import { configKey, type StoredConfig } from './stored-config';

export interface ConfigEditorProps<S extends z.ZodType<FieldValues, FieldValues>> {
  schema: S;
  toValues: (stored: StoredConfig) => z.input<S>;
  /** The POST body: the fields of this tab only (the API keeps the others). Default: the values. */
  toBody?: (values: z.output<S>) => unknown;
  testId: string;
  intro?: ReactNode;
  /** Parts saved on their own (the secrets), below the form. */
  after?: ReactNode;
  children: ReactNode | ((stored: StoredConfig) => ReactNode);
}

/** One tab of 'Einstellungen': the shared editor page over the config document (GET /config, POST with If-Match). */
export function ConfigEditor<S extends z.ZodType<FieldValues, FieldValues>>(props: ConfigEditorProps<S>) {
  const edit = useDocumentForm<S, StoredConfig>({
    path: '/config',
    queryKey: configKey,
    schema: props.schema,
    toValues: props.toValues,
    ...(props.toBody ? { toBody: props.toBody } : {}),
  });
  return (
    <EditorPage
      edit={edit}
      title={m.configTitle}
      nav={<ConfigTabs />}
      loadFailedMessage={errorsMessages.configFailed({ action: 'load' })}
      testId={props.testId}
      intro={props.intro}
      after={props.after}
    >
      {typeof props.children === 'function' ? (edit.document ? props.children(edit.document) : null) : props.children}
    </EditorPage>
  );
}
