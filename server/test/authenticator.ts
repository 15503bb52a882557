/**
 * A software passkey authenticator for API tests: a P-256 key from node:crypto, 'none'
 * attestation, CBOR by SimpleWebAuthn's own encoder. It answers options as a browser would, and
 * lets a test change what a real one would never send (another origin, no user verification, an
 * old counter) to see the server refuse it.
 */
import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '../../contract/passkeys';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

export interface Ceremony {
  /** The page's origin the browser reports (default: the authenticator's). */
  origin?: string;
  /** The RP ID whose hash the authenticator data carries (default: the options'). */
  rpId?: string;
  /** A challenge other than the options' one. */
  challenge?: string;
  /** Whether the user was verified (PIN, biometrics); default true. */
  userVerified?: boolean;
  /** The client data's type (default: the ceremony's). */
  type?: string;
}

export interface SoftwarePasskey {
  credentialId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

export function softwareAuthenticator(defaults: { origin: string }) {
  const passkeys: SoftwarePasskey[] = [];

  function clientData(type: string, challenge: string, how: Ceremony) {
    return Buffer.from(
      JSON.stringify({
        type: how.type ?? type,
        challenge: how.challenge ?? challenge,
        origin: how.origin ?? defaults.origin,
        crossOrigin: false,
      }),
    );
  }

  /**
   * Makes a new passkey for the options, as `navigator.credentials.create()` answers; with
   * `existing`, answers with that passkey again (which no browser does: it is excluded).
   */
  function register(
    options: PasskeyCreationOptions,
    how: Ceremony & { existing?: SoftwarePasskey } = {},
  ): RegistrationResponseJSON {
    const privateKey =
      how.existing?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const publicKey = createPublicKey(privateKey);
    const jwk = publicKey.export({ format: 'jwk' });
    if (!jwk.x || !jwk.y) throw new Error('no EC coordinates');
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x)],
        [-3, isoBase64URL.toBuffer(jwk.y)],
      ]),
    );
    const credentialId = how.existing
      ? Buffer.from(isoBase64URL.toBuffer(how.existing.credentialId))
      : randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const flags =
      FLAG_UP | FLAG_AT | FLAG_BE | FLAG_BS | (how.userVerified === false ? 0 : FLAG_UV);
    const authData = Buffer.concat([
      sha256(how.rpId ?? options.rp.id ?? ''),
      Buffer.from([flags]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none, as 'none' attestation allows
      idLength,
      credentialId,
      cose,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const id = b64(credentialId);
    if (!how.existing) {
      passkeys.push({ credentialId: id, userHandle: options.user.id, privateKey, counter: 0 });
    }
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData('webauthn.create', options.challenge, how)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /**
   * Signs the options' challenge with a passkey (the last one made, unless given), as
   * `navigator.credentials.get()` answers. The signature counter goes up by one each time.
   */
  function signIn(
    options: PasskeyRequestOptions,
    how: Ceremony & { passkey?: SoftwarePasskey; counter?: number } = {},
  ): AuthenticationResponseJSON {
    const passkey = how.passkey ?? passkeys.at(-1);
    if (!passkey) throw new Error('no passkey made yet');
    passkey.counter = how.counter ?? passkey.counter + 1;
    const flags = FLAG_UP | FLAG_BE | FLAG_BS | (how.userVerified === false ? 0 : FLAG_UV);
    const authData = Buffer.concat([
      sha256(how.rpId ?? options.rpId ?? ''),
      Buffer.from([flags]),
      uint32(passkey.counter),
    ]);
    const data = clientData('webauthn.get', options.challenge, how);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
    return {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(data),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: passkey.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  return { register, signIn, passkeys };
}
