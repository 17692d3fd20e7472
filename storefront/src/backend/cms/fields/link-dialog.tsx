import { backofficeFormsMessages as f, backofficeCmsFieldsMessages as m, urlScheme } from '@bestell/domain';
import { type FormEvent, useState } from 'react';
import {
  Button,
  Dialog,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';
import formStyles from '../../forms/forms.module.css';

/** A link the editor may set: http(s) with a host, mailto with an address, or relative ('/ueber-uns', '#kontakt'). */
export function isEditorLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  const scheme = urlScheme(value);
  if (scheme === null) return value !== '';
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/?#]+/i.test(value);
  if (scheme === 'mailto') return /^mailto:[^@]+@[^@]+$/i.test(value);
  return false;
}

export interface LinkDialogProps {
  isOpen: boolean;
  /** The link's address so far ('' for none). */
  initial: string;
  /** The checked address; '' removes the link. */
  onApply: (href: string) => void;
  onCancel: () => void;
}

/** The address of a rich-text link in a modal dialog: checked before it is set, empty removes the link. */
export function LinkDialog(props: LinkDialogProps) {
  return (
    <ModalOverlay
      className={formStyles.overlay}
      isOpen={props.isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
    >
      <Modal className={formStyles.modal}>
        <Dialog className={formStyles.dialog}>
          <LinkForm {...props} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function LinkForm(props: LinkDialogProps) {
  const [value, setValue] = useState(props.initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is rendered in a portal, but React bubbles its submit to the editor page's form: not a save.
    event.stopPropagation();
    const href = value.trim();
    if (href !== '' && !isEditorLink(href)) {
      setInvalid(true);
      return;
    }
    props.onApply(href);
  };
  return (
    <Form onSubmit={submit} validationBehavior="aria">
      <Heading slot="title" className={formStyles.dialogTitle}>
        {m.wysiwyg.linkDialogTitle}
      </Heading>
      <div className={formStyles.dialogBody}>
        <TextField
          className={formStyles.field}
          value={value}
          onChange={(next) => {
            setValue(next);
            setInvalid(false);
          }}
          isInvalid={invalid}
          autoFocus
        >
          <Label className={formStyles.label}>{m.wysiwyg.linkPrompt}</Label>
          <Input className={formStyles.input} inputMode="url" autoComplete="off" />
          <FieldError className={formStyles.error}>{m.wysiwyg.linkInvalid}</FieldError>
        </TextField>
      </div>
      <div className={formStyles.dialogActions}>
        <Button className={formStyles.secondaryButton} onPress={props.onCancel}>
          {f.cancel}
        </Button>
        <Button type="submit" className={formStyles.primaryButton}>
          {m.wysiwyg.linkApply}
        </Button>
      </div>
    </Form>
  );
}
