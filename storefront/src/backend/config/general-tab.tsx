import { configInputSchema, orderLimitsMessages as m } from '@bestell/domain';
import type { z } from 'zod';
import { EditorSection } from '../editor-page';
import { MoneyField } from '../forms';
import styles from './config.module.css';
import { ConfigEditor } from './config-editor';

/** The fields of this tab; the API keeps every other config field as it is. */
const generalSchema = configInputSchema.pick({ maxOrderValue: true });
type GeneralValues = z.input<typeof generalSchema>;

/** 'Allgemein': the shop's name, texts and order settings. */
export function GeneralTab() {
  return (
    <ConfigEditor
      schema={generalSchema}
      testId="config-general-form"
      toValues={(stored) => ({ maxOrderValue: stored.maxOrderValue ?? null })}
      toBody={(values) => ({ maxOrderValue: values.maxOrderValue ?? null })}
    >
      <EditorSection id="config-orders" title={m.configOrdersSection}>
        <div className={styles.narrow}>
          <MoneyField<GeneralValues>
            name="maxOrderValue"
            label={m.maxOrderValueLabel}
            description={m.maxOrderValueHint}
          />
        </div>
      </EditorSection>
    </ConfigEditor>
  );
}
