import { errorsMessages, setupMessages as m, type SetupLegal } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useStaffUser } from '../branches/use-is-admin';
import configStyles from '../config/config.module.css';
import { MarkdownEditorField } from '../config/markdown-editor-field';
import { RebuildImprint } from '../config/rebuild-imprint';
import { configKey } from '../config/stored-config';
import { EditorPage, useDocumentForm } from '../editor-page';
import formStyles from '../forms/forms.module.css';
import styles from './setup.module.css';
import { type LegalStepValues, legalStepSchema } from './setup-values';

interface StoredLegal {
  imprintText?: string | null;
  termsAndConditionsText?: string | null;
  privacyPolicyText?: string | null;
  /** The business data (setup, Einstellungen › Unternehmen): what the Impressum is made from. */
  business?: unknown;
  version: number;
}

function LegalTextsEditor() {
  const queryClient = useQueryClient();
  const edit = useDocumentForm({
    path: '/config',
    queryKey: configKey,
    schema: legalStepSchema,
    toValues: (stored: StoredLegal) => ({
      imprintText: stored.imprintText ?? '',
      termsAndConditionsText: stored.termsAndConditionsText ?? '',
      privacyPolicyText: stored.privacyPolicyText ?? '',
    }),
    toBody: (values: SetupLegal) => values,
    onSaved: () => void queryClient.invalidateQueries({ queryKey: ['staff', '/readiness'] }),
  });
  return (
    <EditorPage
      edit={edit}
      title={m.legal.heading}
      loadFailedMessage={errorsMessages.configFailed({ action: 'load' })}
      testId="legal-texts-form"
      intro={m.legal.hint}
    >
      <RebuildImprint business={edit.document?.business} />
      <div className={configStyles.stack}>
        <MarkdownEditorField<LegalStepValues> name="imprintText" label={m.legal.imprint} isRequired />
        <MarkdownEditorField<LegalStepValues> name="termsAndConditionsText" label={m.legal.terms} isRequired />
        <MarkdownEditorField<LegalStepValues> name="privacyPolicyText" label={m.legal.privacy} isRequired />
      </div>
    </EditorPage>
  );
}

/** /backend/legal-texts (admins): Impressum, AGB and Datenschutzerklärung as Markdown, saved with If-Match. */
export function LegalTextsPage() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{m.legal.heading}</h1>
        <p className={formStyles.error}>{m.legal.adminOnly}</p>
      </div>
    );
  return <LegalTextsEditor />;
}
