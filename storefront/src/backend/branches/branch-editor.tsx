import { useTags } from '@bestell/api-client';
import { backofficeBranchesMessages as b, branchInputSchema, countries } from '@bestell/domain';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditorPage, EditorSection as Section } from '../editor-page';
import {
  CheckboxField,
  IntegerField,
  idRefs,
  MultiSelectField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  TimeField,
  useEditForm,
} from '../forms';
import { type BranchFormValues, type StaffBranch, toBranchValues } from './branch-form-values';
import { BranchKeys } from './branch-keys';
import styles from './branches.module.css';
import { DeliveryAreasEditor } from './delivery-areas-editor';
import { HoursEditor } from './hours-editor';
import { HoursPreview } from './hours-preview';
import { ImagesField, LogoField } from './image-refs-field';
import { MinutesListField } from './minutes-list-field';
import { RequiredFieldsTable } from './required-fields-table';
import { useStaffUser } from './use-is-admin';

const countryOptions = countries.map((country) => ({ id: country, label: country }));

/** The branch form (spec §3 Branch): every field, hours with a live preview, delivery areas, and the API keys. */
export function BranchEditor({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const { isAdmin } = useStaffUser();
  const tags = useTags();
  const edit = useEditForm<typeof branchInputSchema, StaffBranch>({
    path: '/branches',
    id,
    schema: branchInputSchema,
    toValues: toBranchValues,
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`/backend/branches/${saved.id}`, { replace: true });
    },
  });
  const { form } = edit;
  const [name, timeZone, deliveryHoursOn] = useWatch({
    control: form.control,
    name: ['name', 'timeZone', 'isDeliveryHoursEnabled'],
  });
  const heading = edit.isNew ? b.newBranch : b.editBranch(edit.entity?.name ?? String(name ?? ''));
  const tagOptions = (tags.data ?? []).map((tag) => ({ id: tag.id, label: tag.name }));
  const zone = typeof timeZone === 'string' && timeZone !== '' ? timeZone : 'Europe/Vienna';
  const sections = [
    { id: 'general', label: b.sections.general },
    { id: 'contact', label: b.sections.contact },
    { id: 'modes', label: b.sections.modes },
    { id: 'hours', label: b.sections.hours },
    { id: 'areas', label: b.sections.deliveryAreas },
    ...(isAdmin && !edit.isNew ? [{ id: 'keys', label: b.sections.keys }] : []),
  ];
  const entity = edit.entity;
  return (
    <EditorPage
      edit={edit}
      title={heading}
      loadFailedMessage={b.loadFailed}
      back={{ to: '/backend/branches', label: b.backToList }}
      testId="branch-form"
      sections={sections}
      navLabel={b.title}
      remove={
        isAdmin && entity
          ? {
              label: b.deleteBranch,
              question: b.deleteQuestion(entity.name),
              hint: <p>{b.deleteHint}</p>,
              path: `/branches/${entity.id}`,
              version: entity.version,
              failedMessage: b.deleteFailed,
              invalidates: [['staff', '/branches', 'list']],
              onDeleted: () => navigate('/backend/branches', { replace: true }),
            }
          : undefined
      }
      after={
        isAdmin && (
          <Section id="keys" title={b.sections.keys}>
            {entity ? <BranchKeys branchId={entity.id} /> : <p className={styles.muted}>{b.keys.saveFirst}</p>}
          </Section>
        )
      }
    >
      <Section id="general" title={b.sections.general}>
        <div className={styles.grid}>
          <TextField<BranchFormValues> name="name" label={b.fields.name} isRequired />
          <TextField<BranchFormValues>
            name="identifier"
            label={b.fields.identifier}
            description={b.fields.identifierHint}
            isRequired
          />
          <TextField<BranchFormValues>
            name="identificationNumber"
            label={b.fields.identificationNumber}
            description={b.fields.identificationNumberHint}
          />
          <MultiSelectField<BranchFormValues> name="tags" label={b.fields.tags} options={tagOptions} {...idRefs} />
          <TextAreaField<BranchFormValues> name="description" label={b.fields.description} className={styles.wide} />
          <TextField<BranchFormValues>
            name="keywords"
            label={b.fields.keywords}
            description={b.fields.keywordsHint}
            className={styles.wide}
          />
        </div>
        <div className={styles.switches}>
          <SwitchField<BranchFormValues> name="isEnabled" label={b.fields.isEnabled} />
          <SwitchField<BranchFormValues> name="isPublic" label={b.fields.isPublic} />
        </div>
      </Section>

      <Section id="contact" title={b.sections.contact}>
        <div className={styles.grid}>
          <TextField<BranchFormValues> name="street" label={b.fields.street} autoComplete="street-address" />
          <TextField<BranchFormValues> name="zipCode" label={b.fields.zipCode} autoComplete="postal-code" />
          <TextField<BranchFormValues> name="city" label={b.fields.city} autoComplete="address-level2" />
          <SelectField<BranchFormValues> name="country" label={b.fields.country} options={countryOptions} />
          <TextField<BranchFormValues> name="phone" label={b.fields.phone} type="tel" />
          <TextField<BranchFormValues> name="email" label={b.fields.email} type="email" />
          <TextField<BranchFormValues>
            name="latitude"
            label={b.fields.latitude}
            description={b.fields.coordinatesHint}
          />
          <TextField<BranchFormValues>
            name="longitude"
            label={b.fields.longitude}
            description={b.fields.coordinatesHint}
          />
        </div>
      </Section>

      <Section id="media" title={b.sections.media}>
        <div className={styles.grid}>
          <ImagesField canUpload={isAdmin} />
          <LogoField canUpload={isAdmin} />
        </div>
      </Section>

      <Section id="modes" title={b.sections.modes}>
        <div className={styles.checkGrid}>
          <CheckboxField<BranchFormValues> name="isTakeawayEnabled" label={b.fields.isTakeawayEnabled} />
          <CheckboxField<BranchFormValues> name="isDeliveryEnabled" label={b.fields.isDeliveryEnabled} />
          <CheckboxField<BranchFormValues> name="isDineInEnabled" label={b.fields.isDineInEnabled} />
          <CheckboxField<BranchFormValues> name="isTableSelectionEnabled" label={b.fields.isTableSelectionEnabled} />
          <CheckboxField<BranchFormValues> name="isPreorderEnabled" label={b.fields.isPreorderEnabled} />
          <CheckboxField<BranchFormValues> name="isQuotationRequired" label={b.fields.isQuotationRequired} />
          <CheckboxField<BranchFormValues> name="isAppointmentRequired" label={b.fields.isAppointmentRequired} />
        </div>
        <h3 className={styles.subTitle}>{b.sections.required}</h3>
        <RequiredFieldsTable />
        <h3 className={styles.subTitle}>{b.sections.payment}</h3>
        <div className={styles.checkGrid}>
          <CheckboxField<BranchFormValues> name="isCashEnabled" label={b.fields.isCashEnabled} />
          <CheckboxField<BranchFormValues> name="isATMCardEnabled" label={b.fields.isATMCardEnabled} />
          <CheckboxField<BranchFormValues> name="isVoucherEnabled" label={b.fields.isVoucherEnabled} />
          <CheckboxField<BranchFormValues> name="isOnlinePaymentEnabled" label={b.fields.isOnlinePaymentEnabled} />
          <CheckboxField<BranchFormValues>
            name="isOnlineAlternativePaymentEnabled"
            label={b.fields.isOnlineAlternativePaymentEnabled}
          />
        </div>
        <h3 className={styles.subTitle}>{b.sections.acceptance}</h3>
        <div className={styles.grid}>
          <SwitchField<BranchFormValues>
            name="isAutoAcceptEnabled"
            label={b.fields.isAutoAcceptEnabled}
            description={b.fields.isAutoAcceptEnabledHint}
          />
          <IntegerField<BranchFormValues>
            name="autoAcceptMinutes"
            label={b.fields.autoAcceptMinutes}
            suffix={b.fields.minutes}
          />
          <MinutesListField label={b.fields.quickQuoteMinutes} description={b.fields.quickQuoteMinutesHint} />
        </div>
      </Section>

      <Section id="hours" title={b.sections.hours}>
        <HoursEditor name="openingHours" timeZone={zone} />
        <div className={styles.grid}>
          <TimeField<BranchFormValues>
            name="orderableFrom"
            label={b.fields.orderableFrom}
            description={b.fields.orderableFromHint}
          />
          <TextAreaField<BranchFormValues>
            name="closedMessage"
            label={b.fields.closedMessage}
            description={b.fields.closedMessageHint}
            rows={2}
          />
        </div>
        <h3 className={styles.subTitle}>{b.sections.deliveryHours}</h3>
        <SwitchField<BranchFormValues>
          name="isDeliveryHoursEnabled"
          label={b.fields.isDeliveryHoursEnabled}
          description={b.fields.isDeliveryHoursEnabledHint}
        />
        {deliveryHoursOn === true && <HoursEditor name="deliveryHours" timeZone={zone} />}
        <h3 className={styles.subTitle}>{b.sections.preview}</h3>
        <HoursPreview />
      </Section>

      <Section id="areas" title={b.sections.deliveryAreas}>
        <DeliveryAreasEditor />
      </Section>
    </EditorPage>
  );
}
