import { ratingMax, ratingMin, statusPageMessages } from '@bestell/domain';
import styles from './status.module.css';

const scale = Array.from({ length: ratingMax - ratingMin + 1 }, (_, index) => ratingMin + index);

/** One rating 1–5 (spec §9) as a group of radio buttons drawn as stars: arrow keys move, every option is labelled. */
export function RatingInput({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <fieldset className={styles.rating}>
      <legend>{legend}</legend>
      <div className={styles.stars}>
        {scale.map((count) => (
          <label key={count} className={`${styles.star} ${count <= value ? styles.starOn : ''}`}>
            <input type="radio" name={name} value={count} checked={value === count} onChange={() => onChange(count)} />
            <span className={styles.visuallyHidden}>{statusPageMessages.stars({ count })}</span>
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
