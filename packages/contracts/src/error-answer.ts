import * as v from 'valibot';

/** The error body shapes docs/PRODUCT.md section 8 reads from, in its order of preference. */
export const ErrorAnswerSchema = v.object({
  message: v.nullish(v.string()),
  messages: v.nullish(v.array(v.string())),
  // `path`: the field a detail is about ('handmatigeVoerLeveringRows.1.re'), where there is one.
  errorDetails: v.nullish(v.array(v.object({ message: v.string(), path: v.optional(v.string()) }))),
});

export type ErrorAnswer = v.InferOutput<typeof ErrorAnswerSchema>;
