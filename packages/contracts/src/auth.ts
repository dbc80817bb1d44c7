import * as v from 'valibot';
import { IdSchema, NullableIdSchema } from './primitives';

/** POST /Menu/RefreshToken and POST /Menu/GetMenu payload. The id may come from a hidden field as text. */
export const RefreshTokenRequestSchema = v.object({
  selectedKringloopwijzerId: v.optional(NullableIdSchema),
});

export const RefreshTokenResponseSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  /**
   * The signed-in user the token is for: a page notices at its next refresh that another tab signed
   * in as someone else. Optional, since an API that does not send it only loses that check.
   */
  gebruikerId: v.optional(IdSchema),
});

/** GET /Demo/Users (local API only): the users the portal's demo sign-in lists. */
export const DemoUserSchema = v.object({
  id: IdSchema,
  naam: v.string(),
  rol: v.string(),
});

export type DemoUser = v.InferOutput<typeof DemoUserSchema>;

export const DemoSignInRequestSchema = v.object({ userId: IdSchema });

