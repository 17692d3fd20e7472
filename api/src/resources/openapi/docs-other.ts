import { branchKeyWire, branchKeyWithSecretWire, currentUserWire, loginLinkWire, loginSchema } from '@bestell/domain';
import { z } from 'zod';
import { mediaPageQuerySchema } from '../../infrastructure/media/route-params.js';
import { loginLinkCreateSchema } from '../auth/schema.js';
import { branchKeysQuerySchema } from '../branch-keys/routes.js';
import { branchKeyCreateSchema } from '../branch-keys/schema.js';
import { cartBodySchema } from '../carts/schema.js';
import { imageListQuerySchema } from '../images/alt-text.js';
import { labelsQuerySchema } from '../products/labels-service.js';
import { qrCardsQuerySchema } from '../tables/qr-cards.js';
import type { ApiRouteDoc, HeaderDoc } from './route-doc.js';

const cartToken: HeaderDoc = {
  name: 'X-Cart-Token',
  description:
    'The cart token (widgets, hand-off); without it the `cart_token` cookie is used. A PUT without either creates a token, answered in the body, this header and the cookie.',
};

/** The answer of GET/PUT /api/carts/{branch}: the token and the stored cart (prices are never stored). */
export const serverCartSchema = z.object({
  token: z.string().nullable(),
  items: z.array(
    z.object({
      product: z.number().int(),
      amount: z.string(),
      unit: z.string(),
      parts: z.array(z.union([z.string(), z.array(z.string()), z.null()])),
    }),
  ),
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  deliveryArea: z.string().nullable(),
  order: z.record(z.string(), z.unknown()).nullable(),
});

/** Spec §3 Upload/File as the API answers it (api/src/resources/uploads/serialize.ts). */
export const uploadEntitySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  extension: z.string(),
  mimeType: z.string(),
  publicHash: z.string(),
});

/** Spec §3 Image as the API answers it (api/src/resources/images/serialize.ts). */
const imageEntitySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  extension: z.string(),
  alt: z.string(),
});

/** The image as staff see it (toStaffImage in api/src/resources/images/serialize.ts): the §3 entity plus its description (issue 30). */
const staffImageSchema = imageEntitySchema.extend({
  description: z
    .string()
    .nullable()
    .meta({ description: 'What the image shows, e.g. the prompt it was generated from.' }),
});

/** GET answers: staff get the description, everyone else the §3 entity. */
const imageReadSchema = z.union([staffImageSchema, imageEntitySchema]);

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.boolean() });

const fileForm = (fields: Record<string, z.ZodType>) =>
  z.object({ file: z.string().meta({ format: 'binary', description: 'The file.' }), ...fields });

const uploadForm = fileForm({});
const descriptionField = z
  .string()
  .max(2000)
  .meta({ description: 'Description (at most 2000 characters; empty clears it).' });
const imageForm = fileForm({
  alt: z.string().min(1).max(255).meta({ description: 'Alt text (required).' }),
  description: descriptionField.optional(),
});
const imageChangeForm = imageForm.partial();

/** Login and session, branch keys, carts, uploads and images, health, the config read, labels and the test payment. */
export const otherRouteDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    tag: 'docs',
    access: 'public',
    status: 200,
    answer: z.record(z.string(), z.unknown()).meta({ description: 'The OpenAPI 3.1 document itself (no envelope).' }),
    bare: true,
  },
  {
    method: 'get',
    path: '/api/docs',
    summary: 'This document as a page',
    tag: 'docs',
    access: 'public',
    status: 200,
    answerType: 'text/html',
  },
  {
    method: 'post',
    path: '/api/login',
    summary: 'Log in (sets the session cookie)',
    tag: 'auth',
    access: 'public',
    body: loginSchema,
    status: 200,
    answer: currentUserWire,
  },
  {
    method: 'post',
    path: '/api/logout',
    summary: 'Log out',
    tag: 'auth',
    access: 'public',
    status: 200,
    answer: z.null(),
  },
  {
    method: 'get',
    path: '/api/users/me',
    summary: 'The current staff user, or null',
    tag: 'auth',
    access: 'public',
    status: 200,
    answer: currentUserWire.nullable(),
  },
  {
    method: 'post',
    path: '/api/login-links',
    summary: 'Create a login link for a user',
    tag: 'auth',
    access: 'admin',
    body: loginLinkCreateSchema,
    status: 201,
    answer: loginLinkWire,
  },
  {
    method: 'post',
    path: '/api/login/link/{token}',
    summary: 'Log in with a login link',
    tag: 'auth',
    access: 'public',
    status: 200,
    answer: currentUserWire,
  },
  {
    method: 'get',
    path: '/api/branch-keys',
    summary: 'Branch API keys',
    tag: 'branch-keys',
    access: 'admin',
    query: branchKeysQuerySchema,
    status: 200,
    answer: z.array(branchKeyWire),
  },
  {
    method: 'post',
    path: '/api/branch-keys',
    summary: 'Create a branch API key',
    tag: 'branch-keys',
    access: 'admin',
    body: branchKeyCreateSchema,
    status: 201,
    answer: branchKeyWithSecretWire,
  },
  {
    method: 'get',
    path: '/api/branch-keys/{id}',
    summary: 'One branch API key',
    tag: 'branch-keys',
    access: 'admin',
    status: 200,
    answer: branchKeyWire,
  },
  {
    method: 'delete',
    path: '/api/branch-keys/{id}',
    summary: 'Revoke a branch API key',
    tag: 'branch-keys',
    access: 'admin',
    status: 204,
  },
  {
    method: 'post',
    path: '/api/branch-keys/{id}/rotate',
    summary: 'Rotate a branch API key',
    tag: 'branch-keys',
    access: 'admin',
    status: 200,
    answer: branchKeyWithSecretWire,
  },
  {
    method: 'get',
    path: '/api/carts/{branch}',
    summary: 'The server cart for a branch (identifier or `default`)',
    tag: 'carts',
    access: 'public',
    headers: [cartToken],
    status: 200,
    answer: serverCartSchema,
  },
  {
    method: 'put',
    path: '/api/carts/{branch}',
    summary: 'Store the server cart for a branch',
    tag: 'carts',
    access: 'public',
    headers: [cartToken],
    body: cartBodySchema,
    status: 200,
    answer: serverCartSchema,
  },
  {
    method: 'post',
    path: '/api/carts/adopt',
    summary: 'Make a stored cart token this browser’s cart (sets the cookie)',
    tag: 'carts',
    access: 'public',
    headers: [{ ...cartToken, description: 'The token of a stored cart (from `?cart=`).', required: true }],
    status: 204,
    notFound: true,
  },
  {
    method: 'get',
    path: '/api/config',
    summary: 'The configuration (public part; the whole document with its version for admins)',
    tag: 'config',
    access: 'public',
    status: 200,
    answer: z.record(z.string(), z.unknown()),
  },
  {
    method: 'get',
    path: '/api/health',
    summary: 'Health of the API and its database (503 when down)',
    tag: 'health',
    access: 'public',
    status: 200,
    answer: healthSchema,
  },
  {
    method: 'post',
    path: '/api/uploads',
    summary: 'Upload a file (configurator parts, contact form)',
    tag: 'uploads',
    access: 'public',
    body: uploadForm,
    bodyType: 'multipart/form-data',
    status: 201,
    answer: uploadEntitySchema,
  },
  {
    method: 'get',
    path: '/api/uploads',
    summary: 'Uploads (paged)',
    tag: 'uploads',
    access: 'staff',
    query: mediaPageQuerySchema,
    status: 200,
    answer: z.array(uploadEntitySchema),
  },
  {
    method: 'get',
    path: '/api/uploads/{id}',
    summary: 'One upload',
    tag: 'uploads',
    access: 'staff',
    status: 200,
    answer: uploadEntitySchema,
  },
  {
    method: 'delete',
    path: '/api/uploads/{id}',
    summary: 'Delete an upload',
    tag: 'uploads',
    access: 'staff',
    status: 204,
  },
  {
    method: 'post',
    path: '/api/images',
    summary: 'Upload an image',
    tag: 'images',
    access: 'admin',
    body: imageForm,
    bodyType: 'multipart/form-data',
    status: 201,
    answer: imageEntitySchema,
  },
  {
    method: 'get',
    path: '/api/images',
    summary: 'Images (paged; ?search= by alt text or file name, for staff also by description)',
    tag: 'images',
    access: 'public',
    query: imageListQuerySchema,
    status: 200,
    answer: z.array(imageReadSchema),
  },
  {
    method: 'get',
    path: '/api/images/{id}',
    summary: 'One image (staff also get its description)',
    tag: 'images',
    access: 'public',
    status: 200,
    answer: imageReadSchema,
  },
  {
    method: 'put',
    path: '/api/images/{id}',
    summary: 'Change the alt text, the description and/or replace the file',
    tag: 'images',
    access: 'admin',
    body: imageChangeForm,
    bodyType: 'multipart/form-data',
    status: 200,
    answer: staffImageSchema,
  },
  {
    method: 'delete',
    path: '/api/images/{id}',
    summary: 'Delete an image',
    tag: 'images',
    access: 'admin',
    status: 204,
  },
  {
    method: 'get',
    path: '/api/products/labels.pdf',
    summary: 'Product labels as PDF',
    tag: 'products',
    access: 'staff',
    query: labelsQuerySchema,
    status: 200,
    answerType: 'application/pdf',
  },
  {
    method: 'get',
    path: '/api/tables/qr-cards.pdf',
    summary: 'Table cards of a branch as an A4 PDF: one QR code per enabled table, opening dine-in at that table',
    tag: 'tables',
    access: 'branch',
    query: qrCardsQuerySchema,
    status: 200,
    answerType: 'application/pdf',
  },
  {
    method: 'get',
    path: '/api/payments/test/{id}',
    summary: 'Payment page of the built-in test provider (PAYMENT_PROVIDER=test only)',
    tag: 'payments',
    access: 'public',
    status: 200,
    answerType: 'text/html',
  },
  {
    method: 'post',
    path: '/api/payments/test/{id}/callback',
    summary: 'Outcome of the test payment page (redirects to the status page)',
    tag: 'payments',
    access: 'public',
    body: z.object({ outcome: z.string(), nonce: z.string(), signature: z.string() }),
    bodyType: 'application/x-www-form-urlencoded',
    status: 303,
  },
  {
    method: 'get',
    path: '/api/payments/stripe/{id}/start',
    summary:
      'Stripe Checkout (PAYMENT_PROVIDER=stripe only): creates the Checkout Session of the order and redirects (303) to Stripe; when Stripe fails or times out a 503 HTML page says so and links back to the checkout',
    tag: 'payments',
    access: 'public',
    status: 303,
  },
  {
    method: 'get',
    path: '/api/payments/stripe/{id}/return',
    summary:
      'Return from Stripe Checkout: fetches the session, marks the order paid when Stripe says so (once) and redirects to the status page',
    tag: 'payments',
    access: 'public',
    query: [
      { name: 'session_id', description: 'The Checkout Session id Stripe puts in the success URL.', type: 'string' },
    ],
    status: 303,
  },
  {
    method: 'get',
    path: '/api/payments/stripe/{id}/cancel',
    summary:
      "Cancel URL of Stripe Checkout: the customer cancelled on Stripe's page; the order is marked as a failed payment (paying later still works) and the browser goes to the checkout error page (the status page when it is paid or cancelled meanwhile)",
    tag: 'payments',
    access: 'public',
    status: 303,
  },
  {
    method: 'post',
    path: '/api/payments/stripe/webhook',
    summary:
      'Stripe webhook (checkout.session.completed): signature checked on the raw body with STRIPE_WEBHOOK_SECRET; every event id is stored once (a second delivery of the same id does nothing); marks the order paid once; 400 when the signature is wrong',
    tag: 'payments',
    access: 'public',
    headers: [{ name: 'Stripe-Signature', description: 'Signature Stripe sends with the event.', required: true }],
    body: z.looseObject({ id: z.string(), type: z.string(), data: z.looseObject({ object: z.looseObject({}) }) }),
    status: 200,
    answer: z.object({ received: z.literal(true) }),
  },
  {
    method: 'get',
    path: '/api/payments/mollie/{id}/start',
    summary:
      'Mollie (PAYMENT_PROVIDER=mollie only): creates the Mollie payment of the order (POST /v2/payments) and redirects (303) to its checkout; when Mollie fails, answers 5xx or times out a 503 HTML page says so and links back to the checkout; 404 for an unknown payment',
    tag: 'payments',
    access: 'public',
    status: 303,
  },
  {
    method: 'get',
    path: '/api/payments/mollie/{id}/return',
    summary:
      "Return from Mollie's checkout: fetches the payment (GET /v2/payments/{id}), marks the order paid (or failed) once and redirects to the status page (or the checkout error page)",
    tag: 'payments',
    access: 'public',
    status: 303,
  },
  {
    method: 'post',
    path: '/api/payments/mollie/webhook',
    summary:
      'Mollie webhook: the form carries only the payment id; the status is always fetched from Mollie and the order marked paid once. Unknown ids, payments of another order and replays change nothing (200); 503 when Mollie cannot be asked, so that it calls again',
    tag: 'payments',
    access: 'public',
    body: z.object({ id: z.string() }),
    bodyType: 'application/x-www-form-urlencoded',
    status: 200,
    answerType: 'text/plain',
  },
];
