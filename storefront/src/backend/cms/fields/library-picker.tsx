import { useStaffApi } from '@bestell/api-client';
import { errorsMessages, type ImageRef, backofficeCmsFieldsMessages as m } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import formStyles from '../../forms/forms.module.css';
import { imagesKey, type LibraryImage } from '../../media/media-api';
import styles from './fields.module.css';

function thumbnail(image: ImageRef): string {
  return `/image/thumbnail/${image.id}-${image.version}.${image.extension}`;
}

/**
 * Choose an image already in the media library (Medien → Bilder, GET /api/images) by its alternative text, with
 * type-ahead; the chosen image is handed over as the reference the content keeps.
 */
export function LibraryPicker({ label, onPick }: { label: string; onPick: (image: ImageRef) => void }) {
  const api = useStaffApi();
  const images = useQuery({
    queryKey: [...imagesKey, 'library-picker'],
    queryFn: ({ signal }) => api.list<LibraryImage>('/images?limit=1000', signal),
    staleTime: 30_000,
  });
  if (images.isError) return <p className={formStyles.error}>{errorsMessages.dataLoadFailed}</p>;
  const items = (images.data?.rows ?? []).map((image) => ({
    id: image.id,
    label: image.alt || m.imageAltOf(image.id),
    image,
  }));
  return (
    <ComboBox
      className={styles.altField}
      defaultItems={items}
      selectedKey={null}
      menuTrigger="focus"
      onSelectionChange={(key) => {
        const chosen = items.find((item) => item.id === key);
        if (chosen) {
          const { id, version, extension, alt } = chosen.image;
          onPick({ id, version, extension, ...(alt ? { alt } : {}) });
        }
      }}
    >
      <Label className={formStyles.label}>{`${m.fromLibrary} (${label})`}</Label>
      <div className={formStyles.affixed}>
        <Input className={formStyles.input} placeholder={m.referenceSearch} />
        <Button className={formStyles.comboButton} aria-label={`${m.fromLibrary} (${label})`}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Popover className={formStyles.popover}>
        <ListBox className={formStyles.listbox}>
          {(item: (typeof items)[number]) => (
            <ListBoxItem id={item.id} textValue={item.label} className={`${formStyles.option} ${styles.libraryOption}`}>
              <img src={thumbnail(item.image)} alt="" width={48} height={36} />
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
