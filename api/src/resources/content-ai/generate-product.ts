import {
  generatedPlainText,
  type ProductSuggestionRequest,
  productPromptMessages,
  productSuggestionJsonSchema,
  productSuggestionLimits,
  backofficeAiMessages as t,
} from '@bestell/domain';
import { z } from 'zod';
import { AppError } from '../../kernel/app-error.js';
import { type AiCall, loggedCall } from './call.js';
import { shopFactsOf } from './shop-facts.js';

export const productSuggestionSchema = z.object({
  description: z
    .string()
    .meta({ description: `Plain text, at most ${productSuggestionLimits.description} characters.` }),
  allergens: z.string().meta({ description: `Plain text, at most ${productSuggestionLimits.allergens} characters.` }),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

/** The model's JSON as a suggestion within the field limits (plain text, no markup), or null when unusable. */
function suggestionOf(answer: string): ProductSuggestion | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return null;
  }
  const shape = z.object({ description: z.string(), allergens: z.string() }).safeParse(parsed);
  if (!shape.success) return null;
  const description = generatedPlainText(shape.data.description, productSuggestionLimits.description);
  if (description === '') return null;
  return { description, allergens: generatedPlainText(shape.data.allergens, productSuggestionLimits.allergens) };
}

/**
 * Description and allergen-text suggestions for a product (issue 30 point 3) from what the form holds. Nothing is
 * stored: the form shows the suggestion, the person takes it over and saves the product. Retried once when unusable.
 */
export async function suggestProductTexts(call: AiCall, request: ProductSuggestionRequest): Promise<ProductSuggestion> {
  const model = call.settings.model as string;
  const messages = productPromptMessages(await shopFactsOf(call.deps.db), request);
  for (let attempt = 0; attempt < 2; attempt++) {
    const { answer, usable } = await loggedCall(
      call,
      { kind: 'product', model, about: request.name },
      (signal) =>
        call.provider.chat({
          messages,
          schema: { name: 'product_texts', schema: productSuggestionJsonSchema },
          stream: false,
          signal,
        }),
      (answer) => suggestionOf(answer.text) !== null,
    );
    if (usable) return suggestionOf(answer.text) as ProductSuggestion;
  }
  throw new AppError('validation', t.invalidAnswer, { code: 'ai_invalid_answer' });
}
