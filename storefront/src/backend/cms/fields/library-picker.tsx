import { useStaffApi } from '@bestell/api-client';
import { errorsMessages, type ImageRef, backofficeCmsFieldsMessages as m } from '@bestell/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import formStyles from '../../forms/forms.module.css';
import { imagesKey, type LibraryImage } from '../../media/media-api';
import styles from './fields.module.css';

/** The most rows GET /api/images answers at once (the API refuses more). */
export const libraryPageSize = 50;

function thumbnail(image: ImageRef): string {
  return `/image/thumbnail/${image.id}-${image.version}.${image.extension}`;
}

/**
 * Choose an image already in the media library (Medien → Bilder, GET /api/images) by its alternative text. The list is
 * asked for only once the picker opens, one page at a time (`limit` within the API's maximum), and the typed text is
 * searched by the API (`?search=`), so libraries larger than one page stay reachable.
 */
export function LibraryPicker({ label, onPick }: { label: string; onPick: (image: ImageRef) => void }) {
  const api = useStaffApi();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const images = useQuery({
    queryKey: [...imagesKey, 'library-picker', search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: String(libraryPageSize) });
      if (search) query.set('search', search);
      return api.list<LibraryImage>(`/images?${query}`, signal);
    },
    enabled: opened,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const items = (images.data?.rows ?? []).map((image) => ({
    id: image.id,
    label: image.alt || m.imageAltOf(image.id),
    image,
  }));
  const total = images.data?.total ?? 0;
  return (
    <ComboBox
      className={styles.altField}
      items={items}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      menuTrigger="focus"
      allowsEmptyCollection
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      onFocus={() => setOpened(true)}
      onSelectionChange={(key) => {
        const chosen = items.find((item) => item.id === key);
        if (chosen) {
          const { id, version, extension, alt } = chosen.image;
          onPick({ id, version, extension, ...(alt ? { alt } : {}) });
          setText('');
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
      {images.isError && (
        <Text slot="errorMessage" className={formStyles.error}>
          {errorsMessages.dataLoadFailed}
        </Text>
      )}
      {images.isSuccess && total > items.length && (
        <Text slot="description" className={formStyles.description}>
          {m.libraryMore(items.length, total)}
        </Text>
      )}
      <Popover className={formStyles.popover}>
        <ListBox className={formStyles.listbox} renderEmptyState={() => (images.isSuccess ? m.libraryNone : '')}>
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
