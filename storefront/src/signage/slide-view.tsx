import { signagePlayerMessages as m, type ResolvedSlide } from '@bestell/domain';
import { useMediaSource } from './media-source';

/**
 * One slide as the server resolved it (issue 29.4): the player never computes a price, it shows `priceText` and
 * `unitText` as they came. Allergens and block content are HTML the server sanitised.
 */
export function SlideView({ slide }: { slide: ResolvedSlide }) {
  if (slide.type === 'product') {
    const image = slide.images[0];
    return (
      <article className="signage-product" data-slide={slide.key} data-product={slide.productId}>
        <div className="signage-product__media">{image ? <img src={image} alt="" decoding="async" /> : null}</div>
        <div className="signage-product__info">
          <h2 className="signage-product__title">{slide.title}</h2>
          {slide.priceText ? (
            <p className="signage-product__price" data-testid="signage-price">
              {slide.priceText}
              {slide.unitText ? <span className="signage-product__unit"> {slide.unitText}</span> : null}
            </p>
          ) : null}
          {slide.allergensHtml ? (
            <div className="signage-product__allergens">
              <span>{m.allergens}: </span>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (program resolution) */}
              <span dangerouslySetInnerHTML={{ __html: slide.allergensHtml }} />
            </div>
          ) : null}
        </div>
      </article>
    );
  }
  if (slide.type === 'block') {
    return (
      <article className="signage-block" data-slide={slide.key}>
        {slide.title ? <h2>{slide.title}</h2> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (program resolution) */}
        {slide.html ? <div dangerouslySetInnerHTML={{ __html: slide.html }} /> : null}
      </article>
    );
  }
  if (slide.videoUrl) {
    return (
      <figure className="signage-media" data-slide={slide.key}>
        <video src={slide.videoUrl} muted autoPlay loop playsInline preload="auto" />
      </figure>
    );
  }
  return <ImageSlide slide={slide} />;
}

/** An image, upload or rendered template: shown once its bytes are there (the layer waits for `data-pending-media`). */
function ImageSlide({ slide }: { slide: ResolvedSlide }) {
  const image = slide.images[0];
  const source = useMediaSource(image);
  return (
    <figure className="signage-media" data-slide={slide.key}>
      {source ? <img src={source} alt={slide.title} decoding="async" /> : null}
      {image && !source ? <span data-pending-media="" /> : null}
    </figure>
  );
}
