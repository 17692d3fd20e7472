import { useStaffApi } from '@bestell/api-client';
import { configScreenMessages as c } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { type FieldValues, type Path, useWatch } from 'react-hook-form';
import { SelectField, TextField } from '../forms';

/** Fonts every device has (or a metric twin of): the free choice besides the uploaded ones. */
export const systemFonts = ['Arial', 'Georgia', 'Verdana', 'Tahoma', 'Times New Roman', 'Courier New'] as const;

interface UploadedFont {
  family: string;
}

/**
 * The shop's theme font: the families uploaded under Schriftarten (GET /api/fonts, served from this server) and the
 * system fonts; while the font list cannot be read (no font module), a free text.
 */
export function ThemeFontField<T extends FieldValues>({ name }: { name: Path<T> }) {
  const api = useStaffApi();
  const fonts = useQuery({
    queryKey: ['staff', '/fonts', 'families'],
    queryFn: ({ signal }) => api.list<UploadedFont>('/fonts?limit=100', signal),
    retry: false,
  });
  const current: unknown = useWatch({ name });
  if (!fonts.isSuccess)
    return <TextField<T> name={name} label={c.fields.themeFont} description={c.fields.themeFontFreeHint} />;
  const uploaded = [...new Set(fonts.data.rows.map((font) => font.family))].sort((a, b) => a.localeCompare(b, 'de'));
  const known = new Set<string>([...uploaded, ...systemFonts]);
  const options = [
    ...uploaded.map((family) => ({ id: family, label: c.fields.uploadedFont(family) })),
    ...systemFonts
      .filter((family) => !uploaded.includes(family))
      .map((family) => ({ id: family, label: c.fields.systemFont(family) })),
    // A family stored before (typed freely) stays choosable.
    ...(typeof current === 'string' && current !== '' && !known.has(current) ? [{ id: current, label: current }] : []),
  ];
  return (
    <SelectField<T>
      name={name}
      label={c.fields.themeFont}
      description={c.fields.themeFontHint}
      options={options}
      allowEmpty
    />
  );
}
