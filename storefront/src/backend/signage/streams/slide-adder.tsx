import { type Slide, signageBackofficeMessages, slideDurationMax, slideDurationMin, slideTypes } from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ComboBoxField, IntegerField, SelectField } from '../../forms';
import formStyles from '../../forms/forms.module.css';
import styles from '../signage.module.css';
import { type SlideCatalog, targetOptions } from './slide-catalog';
import { durationOptional, newSlide } from './slide-parts';

const m = signageBackofficeMessages;
const t = m.streams;

/** The 'add a slide' panel's own values: which kind, which record, how long (empty: the product's duration). */
const adderSchema = z
  .object({
    type: z.enum(slideTypes),
    targetId: z.number({ error: t.chooseTarget }).int({ error: t.chooseTarget }),
    duration: z
      .number({ error: t.durationInvalid })
      .int({ error: t.durationInvalid })
      .min(slideDurationMin, { error: t.durationInvalid })
      .max(slideDurationMax, { error: t.durationInvalid })
      .nullable(),
  })
  .superRefine((values, ctx) => {
    if (values.duration === null && !durationOptional(values.type)) {
      ctx.addIssue({ code: 'custom', message: t.durationInvalid, path: ['duration'] });
    }
  });
type AdderValues = z.input<typeof adderSchema>;

const typeOptions = slideTypes.map((type) => ({ id: type, label: m.slideTypes[type] }));

/**
 * Adds a slide at the end of the stream: a product or category of the catalog, an upload (image or video), an image
 * of the library, an image template or a CMS block, with its duration. Its own small form (no <form> element: it
 * sits inside the stream's form and must not submit it).
 */
export function SlideAdder({ catalog, onAdd }: { catalog: SlideCatalog; onAdd: (slide: Slide) => void }) {
  const form = useForm<AdderValues, unknown, z.output<typeof adderSchema>>({
    resolver: zodResolver(adderSchema),
    defaultValues: { type: 'product', targetId: null as unknown as number, duration: null },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  // Another kind of slide: the chosen record of the former kind no longer fits.
  useEffect(() => {
    if (type) form.setValue('targetId', null as unknown as number);
  }, [type, form]);
  const add = form.handleSubmit((values) => {
    onAdd(newSlide(values.type, values.targetId, values.duration));
    form.reset({ type: values.type, targetId: null as unknown as number, duration: values.duration });
  });
  return (
    <FormProvider {...form}>
      {/* Enter in the panel never submits (saves) the stream's form around it; in the duration it adds the slide,
          in the combo box it keeps choosing the option. */}
      <fieldset
        className={styles.adder}
        data-testid="slide-adder"
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          if (event.target.getAttribute('role') !== 'combobox') void add();
        }}
      >
        <legend className={styles.adderTitle}>{t.addSlide}</legend>
        <SelectField<AdderValues> name="type" label={t.addType} options={typeOptions} isRequired />
        <ComboBoxField<AdderValues>
          key={type}
          name="targetId"
          label={t.addTarget}
          options={targetOptions(catalog, type)}
          isRequired
        />
        <IntegerField<AdderValues>
          name="duration"
          label={t.addDuration}
          description={durationOptional(type) ? t.durationDefault : undefined}
          isRequired={!durationOptional(type)}
          suffix="s"
        />
        <Button className={formStyles.secondaryButton} onPress={() => void add()}>
          {t.addSlide}
        </Button>
      </fieldset>
    </FormProvider>
  );
}
