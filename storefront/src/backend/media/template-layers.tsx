import { useStaffApi } from '@bestell/api-client';
import { fontStyles, imageFits, backofficeMediaMessages as m, textAligns } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { FieldGrid } from '../editor-page';
import { type ChoiceOption, IntegerField, SelectField, TextField } from '../forms';
import formStyles from '../forms/forms.module.css';
import styles from './media.module.css';
import { fontsKey, type HostedFont, imagesKey, type LibraryImage } from './media-api';
import { newTextLayer, type TemplateFormValues } from './template-values';

type F = TemplateFormValues;
const weights: ChoiceOption[] = [100, 200, 300, 400, 500, 600, 700, 800, 900].map((w) => ({ id: w, label: String(w) }));
const styleOptions: ChoiceOption[] = fontStyles.map((style) => ({
  id: style,
  label: style === 'italic' ? m.templates.layer.italic : m.templates.layer.upright,
}));
const alignOptions: ChoiceOption[] = textAligns.map((align) => ({ id: align, label: m.templates.layer.aligns[align] }));
const fitOptions: ChoiceOption[] = imageFits.map((fit) => ({ id: fit, label: m.templates.layer.fits[fit] }));

function useFontFamilies(): ChoiceOption[] {
  const api = useStaffApi();
  const fonts = useQuery({
    queryKey: fontsKey,
    queryFn: ({ signal }) => api.list<HostedFont>('/fonts?limit=100', signal),
  });
  const families = [...new Set((fonts.data?.rows ?? []).map((font) => font.family))];
  return families.map((family) => ({ id: family, label: family }));
}

function useLibraryImages(): LibraryImage[] {
  const api = useStaffApi();
  const images = useQuery({
    queryKey: [...imagesKey, 'limit=100&offset=0'],
    queryFn: ({ signal }) => api.list<LibraryImage>('/images?limit=100&offset=0', signal),
  });
  return images.data?.rows ?? [];
}

/** The image of an image layer, chosen from the media library (the layer keeps the `{ id, version, extension }`). */
function ImageChoice({ index, images }: { index: number; images: LibraryImage[] }) {
  const { field } = useController<F, `layers.${number}.image`>({ name: `layers.${index}.image` });
  const current = field.value as { id?: number } | undefined;
  return (
    <label className={formStyles.field}>
      <span className={formStyles.label}>{m.templates.layer.image}</span>
      <select
        className={formStyles.input}
        value={current?.id ?? ''}
        onChange={(event) => {
          const image = images.find((row) => row.id === Number(event.target.value));
          if (image) field.onChange({ id: image.id, version: image.version, extension: image.extension });
        }}
      >
        {images.map((image) => (
          <option key={image.id} value={image.id}>
            {image.alt || `#${image.id}`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The layers of a template, bottom first: text (font, size, colour, position, wrap width) and images. */
export function TemplateLayers() {
  const { control, getValues } = useFormContext<F>();
  const layers = useFieldArray({ control, name: 'layers' });
  const families = useFontFamilies();
  const images = useLibraryImages();
  const familyOptions: ChoiceOption[] = families;
  return (
    <div>
      {layers.fields.map((layer, index) => {
        const type = getValues(`layers.${index}.type`);
        const title = type === 'text' ? m.templates.textLayer(index + 1) : m.templates.imageLayer(index + 1);
        return (
          <fieldset key={layer.id} className={styles.layer}>
            <legend>{title}</legend>
            {type === 'text' ? (
              <FieldGrid>
                <TextField<F> name={`layers.${index}.text`} label={m.templates.layer.text} isRequired />
                <SelectField<F>
                  name={`layers.${index}.fontFamily`}
                  label={m.templates.layer.fontFamily}
                  options={familyOptions}
                  allowEmpty
                  description={m.templates.layer.defaultFont}
                />
                <SelectField<F>
                  name={`layers.${index}.fontWeight`}
                  label={m.templates.layer.fontWeight}
                  options={weights}
                />
                <SelectField<F>
                  name={`layers.${index}.fontStyle`}
                  label={m.templates.layer.fontStyle}
                  options={styleOptions}
                />
                <IntegerField<F> name={`layers.${index}.fontSize`} label={m.templates.layer.fontSize} />
                <TextField<F> name={`layers.${index}.color`} label={m.templates.layer.color} placeholder="#000000" />
                <IntegerField<F> name={`layers.${index}.x`} label={m.templates.layer.x} />
                <IntegerField<F> name={`layers.${index}.y`} label={m.templates.layer.y} />
                <IntegerField<F> name={`layers.${index}.width`} label={m.templates.layer.width} />
                <SelectField<F> name={`layers.${index}.align`} label={m.templates.layer.align} options={alignOptions} />
              </FieldGrid>
            ) : (
              <FieldGrid>
                <ImageChoice index={index} images={images} />
                <SelectField<F> name={`layers.${index}.fit`} label={m.templates.layer.fit} options={fitOptions} />
                <IntegerField<F> name={`layers.${index}.x`} label={m.templates.layer.x} />
                <IntegerField<F> name={`layers.${index}.y`} label={m.templates.layer.y} />
                <IntegerField<F> name={`layers.${index}.width`} label={m.templates.layer.width} />
                <IntegerField<F> name={`layers.${index}.height`} label={m.templates.layer.height} />
              </FieldGrid>
            )}
            <Button className={formStyles.secondaryButton} onPress={() => layers.remove(index)}>
              {`${m.templates.removeLayer}: ${title}`}
            </Button>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button className={formStyles.secondaryButton} onPress={() => layers.append(newTextLayer())}>
          {m.templates.addText}
        </Button>
        {images[0] && (
          <Button
            className={formStyles.secondaryButton}
            onPress={() => {
              const first = images[0];
              if (!first) return;
              layers.append({
                type: 'image',
                image: { id: first.id, version: first.version, extension: first.extension },
                x: 0,
                y: 0,
                width: 400,
                height: 300,
                fit: 'cover',
              });
            }}
          >
            {m.templates.addImage}
          </Button>
        )}
      </div>
    </div>
  );
}
