import { configScreenMessages as c, configInputSchema, paymentProviders } from '@bestell/domain';
import type { z } from 'zod';
import { AiUsageList } from '../ai/usage-list';
import { EditorSection, FieldGrid, SwitchList } from '../editor-page';
import { IntegerField, SelectField, SwitchField, TextField } from '../forms';
import { ConfigEditor } from './config-editor';
import { SecretsPanel } from './secrets-panel';
import { textOf } from './stored-config';

const mailSchema = configInputSchema.pick({
  smtpHost: true,
  smtpPort: true,
  smtpSecure: true,
  smtpUser: true,
  mailFrom: true,
});
type MailValues = z.input<typeof mailSchema>;

/** 'E-Mail': the mail server (its password is a write-only secret). */
export function MailTab() {
  return (
    <ConfigEditor
      schema={mailSchema}
      testId="config-mail-form"
      toValues={(stored) => ({
        smtpHost: textOf(stored.smtpHost),
        smtpPort: stored.smtpPort ?? null,
        smtpSecure: stored.smtpSecure === true,
        smtpUser: textOf(stored.smtpUser),
        mailFrom: textOf(stored.mailFrom),
      })}
      after={<SecretsPanel keys={['smtpPassword']} />}
    >
      <EditorSection id="config-smtp" title={c.sections.smtp}>
        <FieldGrid>
          <TextField<MailValues> name="smtpHost" label={c.fields.smtpHost} autoComplete="off" />
          <IntegerField<MailValues> name="smtpPort" label={c.fields.smtpPort} />
          <TextField<MailValues> name="smtpUser" label={c.fields.smtpUser} autoComplete="off" />
          <TextField<MailValues> name="mailFrom" type="email" label={c.fields.mailFrom} autoComplete="off" />
        </FieldGrid>
        <SwitchList>
          <SwitchField<MailValues> name="smtpSecure" label={c.fields.smtpSecure} />
        </SwitchList>
      </EditorSection>
    </ConfigEditor>
  );
}

const paymentSchema = configInputSchema.pick({ paymentProvider: true, stripePublishableKey: true });
type PaymentValues = z.input<typeof paymentSchema>;
const providerOptions = paymentProviders.map((id) => ({ id, label: c.paymentProviders[id] }));

/** 'Zahlungen': the online payment provider, its public key and its secret keys. */
export function PaymentsTab() {
  return (
    <ConfigEditor
      schema={paymentSchema}
      testId="config-payments-form"
      toValues={(stored) => ({
        paymentProvider: stored.paymentProvider ?? null,
        stripePublishableKey: textOf(stored.stripePublishableKey),
      })}
      after={<SecretsPanel keys={['stripeSecretKey', 'stripeWebhookSecret', 'mollieApiKey']} />}
    >
      <EditorSection id="config-provider" title={c.sections.paymentProvider}>
        <FieldGrid>
          <SelectField<PaymentValues>
            name="paymentProvider"
            label={c.fields.paymentProvider}
            options={providerOptions}
            allowEmpty
          />
          <TextField<PaymentValues>
            name="stripePublishableKey"
            label={c.fields.stripePublishableKey}
            autoComplete="off"
          />
        </FieldGrid>
      </EditorSection>
    </ConfigEditor>
  );
}

const smsSchema = configInputSchema.pick({ twilioAccountSid: true, smsSender: true });
type SmsValues = z.input<typeof smsSchema>;

/** 'SMS': the Twilio account and sender (the auth token is a write-only secret). */
export function SmsTab() {
  return (
    <ConfigEditor
      schema={smsSchema}
      testId="config-sms-form"
      toValues={(stored) => ({
        twilioAccountSid: textOf(stored.twilioAccountSid),
        smsSender: textOf(stored.smsSender),
      })}
      after={<SecretsPanel keys={['twilioAuthToken']} />}
    >
      <EditorSection id="config-sms" title={c.sections.sms}>
        <FieldGrid>
          <TextField<SmsValues> name="twilioAccountSid" label={c.fields.twilioAccountSid} autoComplete="off" />
          <TextField<SmsValues> name="smsSender" label={c.fields.smsSender} autoComplete="off" />
        </FieldGrid>
      </EditorSection>
    </ConfigEditor>
  );
}

const aiSchema = configInputSchema.pick({ aiBaseUrl: true, aiModel: true, aiImageModel: true });
type AiValues = z.input<typeof aiSchema>;

/** 'KI': the OpenAI-compatible API (issue 30); the API key is a write-only secret; AI_* environment variables win. */
export function AiTab() {
  return (
    <ConfigEditor
      schema={aiSchema}
      testId="config-ai-form"
      toValues={(stored) => ({
        aiBaseUrl: textOf(stored.aiBaseUrl),
        aiModel: textOf(stored.aiModel),
        aiImageModel: textOf(stored.aiImageModel),
      })}
      after={
        <>
          <SecretsPanel keys={['aiApiKey']} />
          <AiUsageList />
        </>
      }
    >
      <EditorSection id="config-ai" title={c.sections.ai}>
        <FieldGrid>
          <TextField<AiValues> name="aiBaseUrl" label={c.fields.aiBaseUrl} autoComplete="off" />
          <TextField<AiValues> name="aiModel" label={c.fields.aiModel} autoComplete="off" />
          <TextField<AiValues> name="aiImageModel" label={c.fields.aiImageModel} autoComplete="off" />
        </FieldGrid>
      </EditorSection>
    </ConfigEditor>
  );
}
