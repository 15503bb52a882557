import { z } from 'zod';
import { emailField } from './fields';

export const subscribeBodySchema = z.object({ email: emailField });
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

export const subscribeAnswerSchema = z.object({ message: z.string() });
