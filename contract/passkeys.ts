import { z } from 'zod';
import { rowIdParamsSchema } from './fields';
import { apiRoute } from './api-route';

/**
 * Passkeys (WebAuthn): the options the server hands the browser and the browser's answers, in the
 * JSON forms of the WebAuthn Level 3 specification (as @simplewebauthn/server makes and reads
 * them), and the member's list of passkeys.
 */

export const PASSKEY_NAME_MAX = 60;
export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const PASSKEY_ANSWER_UNREADABLE = 'The passkey answer could not be read. Please try again.';
export const PASSKEY_CHALLENGE_EXPIRED =
  'This passkey request has expired or was already used. Please try again.';
export const PASSKEY_NOT_ADDED = 'The passkey could not be added. Please try again.';
export const PASSKEY_ALREADY_ADDED = 'This passkey is already added to your account.';
export const PASSKEY_SIGN_IN_FAILED =
  'That passkey could not sign you in. Please try again or sign in with your password.';
export const PASSKEY_UNKNOWN =
  'This passkey is not registered here (it may have been removed). Please sign in with your password.';

/** A base64url value of the WebAuthn JSON forms, at most `max` characters. */
const base64url = (max: number) =>
  z
    .string({ error: PASSKEY_ANSWER_UNREADABLE })
    .max(max, PASSKEY_ANSWER_UNREADABLE)
    .regex(/^[A-Za-z0-9_-]*$/, PASSKEY_ANSWER_UNREADABLE);

const credentialIdField = base64url(1_400).min(1, PASSKEY_ANSWER_UNREADABLE);
const transportsField = z
  .array(z.string().max(32, PASSKEY_ANSWER_UNREADABLE), { error: PASSKEY_ANSWER_UNREADABLE })
  .max(10, PASSKEY_ANSWER_UNREADABLE);
const attachmentField = z.enum(['platform', 'cross-platform'], {
  error: PASSKEY_ANSWER_UNREADABLE,
});
const requirement = z.enum(['discouraged', 'preferred', 'required']);
const publicKeyType = z.literal('public-key', { error: PASSKEY_ANSWER_UNREADABLE });

/** The extension results the server reads (`credProps`); others are dropped. */
const clientExtensionResultsField = z.object(
  { credProps: z.object({ rk: z.boolean().optional() }).optional() },
  { error: PASSKEY_ANSWER_UNREADABLE },
);

const descriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** What `navigator.credentials.create()` is given to add a passkey. */
export const passkeyCreationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: attachmentField.optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: requirement.optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

/** What `navigator.credentials.get()` is given to sign in with a passkey. */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptorSchema).optional(),
  userVerification: requirement.optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

/** The browser's answer when a passkey was made (RegistrationResponseJSON). */
export const registrationCredentialSchema = z.object(
  {
    id: credentialIdField,
    rawId: credentialIdField,
    type: publicKeyType,
    response: z.object(
      {
        clientDataJSON: base64url(4_000),
        attestationObject: base64url(40_000),
        authenticatorData: base64url(40_000).optional(),
        transports: transportsField.optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: base64url(4_000).optional(),
      },
      { error: PASSKEY_ANSWER_UNREADABLE },
    ),
    authenticatorAttachment: attachmentField.optional(),
    clientExtensionResults: clientExtensionResultsField,
  },
  { error: PASSKEY_ANSWER_UNREADABLE },
);

/** The browser's answer when a passkey signed a challenge (AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z.object(
  {
    id: credentialIdField,
    rawId: credentialIdField,
    type: publicKeyType,
    response: z.object(
      {
        clientDataJSON: base64url(4_000),
        authenticatorData: base64url(4_000),
        signature: base64url(2_000),
        userHandle: base64url(200).optional(),
      },
      { error: PASSKEY_ANSWER_UNREADABLE },
    ),
    authenticatorAttachment: attachmentField.optional(),
    clientExtensionResults: clientExtensionResultsField,
  },
  { error: PASSKEY_ANSWER_UNREADABLE },
);

export const addPasskeyBodySchema = z.object({ credential: registrationCredentialSchema });
export type AddPasskeyBody = z.infer<typeof addPasskeyBodySchema>;

export const passkeySignInBodySchema = z.object({ credential: authenticationCredentialSchema });
export type PasskeySignInBody = z.infer<typeof passkeySignInBodySchema>;

const PASSKEY_NAME_REQUIRED = 'Please give the passkey a name';
export const passkeyNameField = z
  .string({ error: PASSKEY_NAME_REQUIRED })
  .trim()
  .min(1, PASSKEY_NAME_REQUIRED)
  .max(PASSKEY_NAME_MAX, `The name must be at most ${PASSKEY_NAME_MAX} characters`);

export const renamePasskeyBodySchema = z.object({ name: passkeyNameField });
export type RenamePasskeyBody = z.infer<typeof renamePasskeyBodySchema>;
export type RenamePasskeyForm = z.input<typeof renamePasskeyBodySchema>;

export const passkeyIdParamsSchema = rowIdParamsSchema(PASSKEY_NOT_FOUND);

/** One of the member's passkeys as the profile lists it. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  /** Null until it is first used to sign in. */
  lastUsedAt: z.string().nullable(),
  /** Synced by a password manager (usable on the member's other devices), as it says. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** The passkeys' addresses: signing in with one, and a member's own. */
export const passkeysApi = {
  signInOptions: apiRoute('/api/auth/passkeys/options'),
  signInVerify: apiRoute('/api/auth/passkeys/verify'),
  list: apiRoute('/api/profile/passkeys'),
  passkey: apiRoute('/api/profile/passkeys/:id'),
  addOptions: apiRoute('/api/profile/passkeys/options'),
  addVerify: apiRoute('/api/profile/passkeys/verify'),
};
