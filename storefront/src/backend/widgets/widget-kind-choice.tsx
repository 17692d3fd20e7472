import { backofficeWidgetsMessages as w } from '@bestell/domain';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { WidgetKind } from './widget-snippet';
import styles from './widgets.module.css';

const kinds: { id: WidgetKind; name: string; hint: string }[] = [
  { id: 'teaser', name: w.widget.teaser, hint: w.widget.teaserHint },
  { id: 'cart', name: w.widget.cart, hint: w.widget.cartHint },
  { id: 'status', name: w.widget.status, hint: w.widget.statusHint },
];

/** The three widgets as a radio group (React Aria: arrow keys move, the label names each choice). */
export function WidgetKindChoice({ value, onChange }: { value: WidgetKind; onChange: (kind: WidgetKind) => void }) {
  return (
    <RadioGroup className={styles.kinds} value={value} onChange={(next) => onChange(next as WidgetKind)}>
      <Label className={styles.kindsLabel}>{w.widget.legend}</Label>
      {kinds.map((kind) => (
        <Radio key={kind.id} value={kind.id} className={styles.kind}>
          <span className={styles.radio} aria-hidden="true" />
          <span className={styles.kindName}>{kind.name}</span>
          <span className={styles.kindHint}>{kind.hint}</span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
