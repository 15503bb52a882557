import { z } from 'zod';

/** The signed-in user as `GET /api/auth/me` answers it; never carries secrets. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
