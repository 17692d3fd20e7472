import { configScreenMessages as c, configInputSchema, configSwitches } from '@bestell/domain';
import type { z } from 'zod';
import { EditorSection, FieldGrid, SwitchList } from '../editor-page';
import { IntegerField, SwitchField } from '../forms';
import { ConfigEditor } from './config-editor';

type SwitchKey = (typeof configSwitches)[number];
const switchPick = Object.fromEntries(configSwitches.map((key) => [key, true])) as Record<SwitchKey, true>;
const featuresSchema = configInputSchema.pick({
  ...switchPick,
  mapboxZoom: true,
  mapboxPitch: true,
  mapboxBearing: true,
});
type FeaturesValues = z.input<typeof featuresSchema>;

const paymentSwitches = [
  'enableCash',
  'enablePaymentATMCard',
  'enablePaymentVoucher',
  'enablePaymentOnline',
  'enablePaymentOnlineAlternative',
] as const;
const pluginSwitches = configSwitches.filter(
  (key): key is Exclude<(typeof configSwitches)[number], (typeof paymentSwitches)[number]> =>
    !(paymentSwitches as readonly string[]).includes(key),
);

/** 'Funktionen': every plugin flag and payment switch of spec §3 Config, and the map's view. */
export function FeaturesTab() {
  return (
    <ConfigEditor
      schema={featuresSchema}
      testId="config-features-form"
      toValues={(stored) => ({
        ...Object.fromEntries(configSwitches.map((key) => [key, stored[key] === true])),
        mapboxZoom: stored.mapboxZoom ?? null,
        mapboxPitch: stored.mapboxPitch ?? null,
        mapboxBearing: stored.mapboxBearing ?? null,
      })}
    >
      <EditorSection id="config-plugins" title={c.sections.plugins}>
        <SwitchList>
          {pluginSwitches.map((key) => (
            <SwitchField<FeaturesValues> key={key} name={key} label={c.switches[key]} />
          ))}
        </SwitchList>
      </EditorSection>
      <EditorSection id="config-payment" title={c.sections.payment}>
        <SwitchList>
          {paymentSwitches.map((key) => (
            <SwitchField<FeaturesValues> key={key} name={key} label={c.switches[key]} />
          ))}
        </SwitchList>
      </EditorSection>
      <EditorSection id="config-map" title={c.sections.map}>
        <FieldGrid>
          <IntegerField<FeaturesValues> name="mapboxZoom" label={c.fields.mapboxZoom} />
          <IntegerField<FeaturesValues> name="mapboxPitch" label={c.fields.mapboxPitch} />
          <IntegerField<FeaturesValues> name="mapboxBearing" label={c.fields.mapboxBearing} />
        </FieldGrid>
      </EditorSection>
    </ConfigEditor>
  );
}
