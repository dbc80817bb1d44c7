import * as v from 'valibot';

/** The error body shapes SPEC.md section 8 reads from, in its order of preference. */
export const ErrorAnswerSchema = v.object({
  message: v.nullish(v.string()),
  messages: v.nullish(v.array(v.string())),
  errorDetails: v.nullish(v.array(v.object({ message: v.string() }))),
});

export type ErrorAnswer = v.InferOutput<typeof ErrorAnswerSchema>;
