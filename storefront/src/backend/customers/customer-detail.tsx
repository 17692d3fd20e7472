import { useConfig, useStaffApi } from '@bestell/api-client';
import { backofficePeopleMessages, countries, customerInputSchema } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { apiMessageOf, EditorPage, EditorSection, FieldGrid } from '../editor-page';
import { ConfirmDialog, SelectField, TextAreaField, TextField, useEditForm } from '../forms';
import formStyles from '../forms/forms.module.css';
import { CustomerOrders } from './customer-orders';
import {
  type CustomerFormValues,
  type CustomerOrders as CustomerOrdersAnswer,
  customerOrdersKey,
  customersListKey,
  fullName,
  type StaffCustomer,
  toCustomerValues,
} from './customer-values';
import styles from './customers.module.css';

const c = backofficePeopleMessages.customers;
const countryOptions = countries.map((country) => ({ id: country, label: country }));

/**
 * One customer: contact and address (editable), the figures and latest orders, the GDPR export (JSON download) and
 * the erase that anonymises the orders (figures kept) and deletes the customer.
 */
export function CustomerDetail({ id }: { id: number }) {
  const api = useStaffApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: config } = useConfig();
  const currency = config?.currency || 'EUR';
  const edit = useEditForm<typeof customerInputSchema, StaffCustomer>({
    path: '/customers',
    id,
    schema: customerInputSchema,
    toValues: toCustomerValues,
    onSaved: () => void queryClient.invalidateQueries({ queryKey: customersListKey }),
  });
  const orders = useQuery({
    queryKey: customerOrdersKey(id),
    queryFn: ({ signal }) => api.get<CustomerOrdersAnswer>(`/customers/${id}/orders`, signal),
  });
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const erase = useMutation({
    mutationFn: () => api.post<{ anonymisedOrders: number }>(`/customers/${id}/erase`),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['staff', '/customers'] });
      navigate('/backend/customers', { replace: true, state: { notice: c.erased(answer.anonymisedOrders) } });
    },
    onError: (error) => setFailure(apiMessageOf(error, c.eraseFailed)),
    onSettled: () => setAsking(false),
  });
  const name = edit.entity ? fullName(edit.entity) : '';
  return (
    <EditorPage
      edit={edit}
      title={c.editCustomer(name)}
      loadFailedMessage={c.loadFailed}
      back={{ to: '/backend/customers', label: c.backToList }}
      testId="customer-form"
      after={
        <>
          <div className={styles.actions}>
            <a className={formStyles.secondaryButton} href={`/api/customers/${id}/export`} download>
              {c.export}
            </a>
            <Button
              className={formStyles.dangerButton}
              onPress={() => {
                setFailure(null);
                setAsking(true);
              }}
            >
              {c.erase}
            </Button>
          </div>
          {failure && (
            <p role="alert" className={formStyles.error}>
              {failure}
            </p>
          )}
          {orders.isError && (
            <p role="alert" className={formStyles.error}>
              {c.loadFailed}
            </p>
          )}
          {orders.data && <CustomerOrders data={orders.data} currency={currency} />}
          <ConfirmDialog
            isOpen={asking}
            title={c.eraseQuestion(name)}
            confirmLabel={c.erase}
            isDestructive
            isPending={erase.isPending}
            onCancel={() => setAsking(false)}
            onConfirm={() => erase.mutate()}
          >
            <p>{c.eraseHint}</p>
          </ConfirmDialog>
        </>
      }
    >
      <EditorSection id="customer-person" title={c.sectionPerson}>
        <FieldGrid>
          <TextField<CustomerFormValues> name="firstName" label={c.firstName} isRequired autoComplete="off" />
          <TextField<CustomerFormValues> name="lastName" label={c.lastName} isRequired autoComplete="off" />
          <TextField<CustomerFormValues> name="companyName" label={c.companyName} autoComplete="off" />
          <TextField<CustomerFormValues> name="email" label={c.email} autoComplete="off" />
          <TextField<CustomerFormValues> name="phone" label={c.phone} autoComplete="off" />
        </FieldGrid>
      </EditorSection>
      <EditorSection id="customer-address" title={c.sectionAddress}>
        <FieldGrid>
          <TextField<CustomerFormValues> name="street" label={c.street} autoComplete="off" />
          <TextField<CustomerFormValues> name="zipCode" label={c.zipCode} autoComplete="off" />
          <TextField<CustomerFormValues> name="city" label={c.city} autoComplete="off" />
          <SelectField<CustomerFormValues> name="country" label={c.country} options={countryOptions} allowEmpty />
        </FieldGrid>
        <TextAreaField<CustomerFormValues> name="comment" label={c.comment} />
      </EditorSection>
    </EditorPage>
  );
}
