import { backofficeProductsMessages as m } from '@bestell/domain';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import styles from './products.module.css';

export type LabelLayout = 'compact' | 'detail';

/** The label sheet of contract 6: one label per id (an id repeated prints that many). */
export function labelsUrl(layout: LabelLayout, ids: readonly number[]): string {
  return `/api/products/labels.pdf?layout=${layout}&ids=${ids.join(',')}`;
}

/** 'Etiketten drucken' for the selected products: choose compact or detail, then open the PDF (spec §9 grids). */
export function LabelPrintDialog({ productIds }: { productIds: readonly number[] }) {
  const [layout, setLayout] = useState<LabelLayout>('compact');
  return (
    <DialogTrigger>
      <Button className={styles.secondaryButton}>{m.printLabels}</Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.dialogTitle}>
                  {m.labelTitle}
                </Heading>
                <p>{m.labelCount(productIds.length)}</p>
                <RadioGroup
                  className={styles.radioGroup}
                  value={layout}
                  onChange={(value) => setLayout(value === 'detail' ? 'detail' : 'compact')}
                  aria-label={m.labelLayout}
                >
                  <Radio value="compact" className={styles.radio}>
                    <span className={styles.radioMark} aria-hidden="true" />
                    {m.labelCompact}
                  </Radio>
                  <Radio value="detail" className={styles.radio}>
                    <span className={styles.radioMark} aria-hidden="true" />
                    {m.labelDetail}
                  </Radio>
                </RadioGroup>
                <div className={styles.dialogActions}>
                  <Button className={styles.secondaryButton} onPress={close}>
                    {m.cancel}
                  </Button>
                  <a
                    className={styles.primaryButton}
                    href={labelsUrl(layout, productIds)}
                    target="_blank"
                    rel="noopener"
                    data-testid="labels-link"
                  >
                    {m.labelDownload}
                  </a>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
