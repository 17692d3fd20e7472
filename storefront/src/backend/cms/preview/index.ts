export { SitePreview, type SitePreviewProps } from './site-preview';
