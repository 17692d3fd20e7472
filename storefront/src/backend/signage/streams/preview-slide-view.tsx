import type { ResolvedSlide } from '@bestell/domain';
import styles from '../signage.module.css';

/** One slide of the preview: its picture (image, rendered template, first product image) or video, title, price. */
export function PreviewSlideView({ slide }: { slide: ResolvedSlide }) {
  const [image] = slide.images;
  return (
    <div className={styles.previewSlide} data-testid="preview-slide" data-type={slide.type}>
      {slide.videoUrl ? (
        <video className={styles.previewMedia} src={slide.videoUrl} muted playsInline />
      ) : image ? (
        <img className={styles.previewMedia} src={image} alt="" />
      ) : null}
      {(slide.title || slide.priceText) && (
        <div className={styles.previewCaption}>
          {slide.title && <span className={styles.previewTitle}>{slide.title}</span>}
          {slide.priceText && (
            <span className={styles.previewPrice} data-testid="preview-price">
              {slide.unitText ? `${slide.priceText} / ${slide.unitText}` : slide.priceText}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
