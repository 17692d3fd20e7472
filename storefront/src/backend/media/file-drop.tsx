import { backofficeMediaMessages as m } from '@bestell/domain';
import { Button, DropZone, FileTrigger, Text } from 'react-aria-components';
import formStyles from '../forms/forms.module.css';
import styles from './media.module.css';

/**
 * A drop zone with a file picker (React Aria DropZone and FileTrigger: both keyboard and screen reader usable):
 * the first dropped or chosen file of the accepted types goes to `onFile`. The server decides by the content.
 */
export function FileDrop(props: {
  accept: readonly string[];
  onFile: (file: File) => void;
  chosen: string | null;
  /** What to drop ('Bild hierher ziehen oder'). */
  label: string;
  isDisabled?: boolean;
}) {
  return (
    <DropZone
      className={styles.dropZone}
      isDisabled={props.isDisabled ?? false}
      getDropOperation={(types) =>
        props.accept.some((type) => types.has(type)) || types.has('Files') ? 'copy' : 'cancel'
      }
      onDrop={async (event) => {
        for (const item of event.items) {
          if (item.kind === 'file') {
            props.onFile(await item.getFile());
            return;
          }
        }
      }}
    >
      <Text slot="label">{props.label}</Text>
      <FileTrigger acceptedFileTypes={[...props.accept]} onSelect={(files) => files?.[0] && props.onFile(files[0])}>
        <Button className={formStyles.secondaryButton} isDisabled={props.isDisabled ?? false}>
          {m.images.chooseFile}
        </Button>
      </FileTrigger>
      {props.chosen && <span>{m.images.chosen(props.chosen)}</span>}
    </DropZone>
  );
}
