export { Dialog, type DialogProps } from './dialog';
export { DEFAULT_SLIDE_SECONDS, ImageSlider, type SliderImage } from './image-slider';
export { type ImageSize, imageUrl } from './image-url';
export * from './kitchen/index';
export {
  type LightboxImage,
  type LightboxLabels,
  LightboxProvider,
  lightboxStep,
  useLightbox,
} from './lightbox';
export { Markdown, markdownToHtml } from './markdown';
export * from './orders/index';
export * from './time-clock/index';
