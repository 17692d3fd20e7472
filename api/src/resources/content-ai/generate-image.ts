import {
  aiImageSizes,
  altTextPrompt,
  type ImageRef,
  type ImageRequest,
  suggestedAltText,
  backofficeAiMessages as t,
} from '@bestell/domain';
import { acceptFile } from '../../infrastructure/media/accept-file.js';
import type { MediaStores } from '../../infrastructure/storage/storage-for.js';
import { AppError } from '../../kernel/app-error.js';
import { createImage } from '../images/service.js';
import { type AiCall, loggedCall } from './call.js';

/** Raster types a generated image may have (what the provider sends is sniffed like every upload). */
const generatedImageTypes = ['png', 'jpg', 'webp'] as const;

/**
 * An image from the provider (issue 30 point 4), stored in the media library like an upload: checked by its content
 * (acceptFile, then decoded by sharp), the prompt as its description (staff see, edit and search it in the library;
 * the file name is the prompt too), the prompt as a sentence as its suggested alt text, which the person checks.
 */
export async function generateImage(
  call: AiCall,
  stores: MediaStores,
  request: ImageRequest,
): Promise<{ image: ImageRef; altSuggestion: string }> {
  const model = call.settings.imageModel as string;
  const { answer } = await loggedCall(call, { kind: 'image', model, about: request.prompt.slice(0, 120) }, (signal) =>
    call.provider.image({ prompt: altTextPrompt(request.prompt), size: aiImageSizes[request.size], signal }),
  );
  const altSuggestion = suggestedAltText(request.prompt);
  let accepted: ReturnType<typeof acceptFile>;
  try {
    accepted = acceptFile({ bytes: answer.bytes, name: null, declaredMimeType: null, field: 'prompt' }, [
      ...generatedImageTypes,
    ]);
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError('bad_gateway', t.badImage, { code: 'ai_bad_image' });
    }
    throw error;
  }
  const file = { ...accepted, name: `${request.prompt.slice(0, 250)}.${accepted.extension}` };
  try {
    return {
      image: await createImage(call.deps.db, stores, file, altSuggestion, call.actor, request.prompt),
      altSuggestion,
    };
  } catch (error) {
    if (error instanceof AppError && error.kind === 'validation') {
      throw new AppError('bad_gateway', t.badImage, { code: 'ai_bad_image' });
    }
    throw error;
  }
}
