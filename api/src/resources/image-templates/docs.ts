import { templateDrawingSchema } from '@bestell/domain';
import { z } from 'zod';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import { templateImageBodySchema } from './render-routes.js';

const imageEntitySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  extension: z.string(),
  alt: z.string(),
});

/** Image templates rendered on the server (issue 24 point 2). */
export const imageTemplateRenderRouteDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/image-templates/preview',
    summary: 'Render an unsaved template (size, background, layers) as PNG',
    tag: 'image-templates',
    access: 'staff',
    body: templateDrawingSchema,
    status: 200,
    answerType: 'image/png',
  },
  {
    method: 'get',
    path: '/api/image-templates/{id}/image.png',
    summary: 'The saved template rendered as PNG',
    tag: 'image-templates',
    access: 'staff',
    status: 200,
    answerType: 'image/png',
  },
  {
    method: 'post',
    path: '/api/image-templates/{id}/images',
    summary: 'Store the rendered template as an image of the media library',
    tag: 'image-templates',
    access: 'admin',
    body: templateImageBodySchema,
    status: 201,
    answer: imageEntitySchema,
  },
];
