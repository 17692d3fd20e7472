import { signageProgramSchema } from '@bestell/domain';
import type { ApiRouteDoc } from '../openapi/route-doc.js';

/** The screen's program (issue 29): device credential (`X-Device-Key`) of a signage screen. */
export const signageProgramRouteDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/digital-signage/self/program',
    summary: "The calling screen's program: scene, segments, streams with resolved slides, media to cache",
    tag: 'digital-signage',
    access: 'device',
    status: 200,
    answer: signageProgramSchema,
  },
  {
    method: 'get',
    path: '/api/digital-signage/self/image-templates/{id}/image.png',
    summary: 'An image template rendered for a template slide (PNG, kept per template version)',
    tag: 'digital-signage',
    access: 'device',
    status: 200,
    answerType: 'image/png',
  },
];
