import { z } from 'zod';
import { mediaPageQuerySchema } from '../../infrastructure/media/route-params.js';
import type { ApiRouteDoc } from '../openapi/route-doc.js';

/** A font as GET /api/fonts answers it (serialize.ts). */
export const fontEntitySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  family: z.string(),
  variant: z.string().meta({ description: 'regular, italic, 700, 700italic … (Google’s naming).' }),
  weight: z.number().int(),
  style: z.enum(['normal', 'italic']),
  url: z.string().meta({ description: 'The WOFF2 file on this server.' }),
  embedCssUrl: z.string().meta({ description: 'The @font-face CSS of this variant.' }),
});

const fontForm = z.object({
  file: z.string().meta({ format: 'binary', description: 'A WOFF2 font (checked by its content).' }),
});

/** Self-hosted fonts (issue 24 point 2). */
export const fontRouteDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/fonts',
    summary: 'Self-hosted fonts (paged)',
    tag: 'fonts',
    access: 'public',
    query: mediaPageQuerySchema,
    status: 200,
    answer: z.array(fontEntitySchema),
  },
  {
    method: 'post',
    path: '/api/fonts',
    summary: 'Upload a WOFF2 font (family, weight and style are read from the font)',
    tag: 'fonts',
    access: 'admin',
    body: fontForm,
    bodyType: 'multipart/form-data',
    status: 201,
    answer: fontEntitySchema,
  },
  {
    method: 'delete',
    path: '/api/fonts/{id}',
    summary: 'Delete a font and its file',
    tag: 'fonts',
    access: 'admin',
    status: 204,
  },
  {
    method: 'get',
    path: '/api/fonts/files/{file}',
    summary: 'The WOFF2 file of a font (`{id}-{version}.woff2`, immutable)',
    tag: 'fonts',
    access: 'public',
    status: 200,
    answerType: 'font/woff2',
  },
  {
    method: 'get',
    path: '/api/fonts/google/{family}/{file}',
    summary:
      '@font-face CSS of a family’s variants (`style-{variant}.embed.css`, variants comma-separated), pointing only at this server’s own files',
    tag: 'fonts',
    access: 'public',
    status: 200,
    answerType: 'text/css',
  },
];
