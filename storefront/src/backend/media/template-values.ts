import type { ImageTemplateInput, imageTemplateInputSchema, TemplateLayer } from '@bestell/domain';
import type { z } from 'zod';

/** An image template as the staff API sends it (generic CRUD with its version). */
export interface StaffTemplate {
  id: number;
  version: number;
  identifier: string;
  name: string;
  width: number;
  height: number;
  background: string;
  layers: TemplateLayer[];
}

export type TemplateFormValues = z.input<typeof imageTemplateInputSchema>;
export type TemplateOutput = ImageTemplateInput;

/** A story for social media (1080 × 1920) on white: the defaults of a new template. */
export function toTemplateValues(template: StaffTemplate | null): TemplateFormValues {
  if (!template) return { identifier: '', name: '', width: 1080, height: 1920, background: '#ffffff', layers: [] };
  return {
    identifier: template.identifier,
    name: template.name,
    width: template.width,
    height: template.height,
    background: template.background,
    layers: template.layers,
  };
}

export const newTextLayer = (): TemplateLayer => ({
  type: 'text',
  text: 'Text',
  fontFamily: '',
  fontWeight: 400,
  fontStyle: 'normal',
  fontSize: 72,
  color: '#000000',
  x: 40,
  y: 40,
  width: null,
  align: 'left',
});
