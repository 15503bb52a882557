import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  profileFormSchema,
  recoveryCodeFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  totpCodeBodySchema,
  totpCodeFormSchema,
  totpDisableBodySchema,
} from '@contract/auth';
import { contactFormSchema } from '@contract/contact';
import { donationFormSchema } from '@contract/donations';
import { newConversationFieldsSchema, replyFieldsSchema } from '@contract/conversations';
import { en } from '@contract/messages/en';
import { es } from '@contract/messages/es';
import { pt } from '@contract/messages/pt';
import { subscribeBodySchema } from '@contract/newsletter';
import { renamePasskeyBodySchema } from '@contract/passkeys';
import { askQuestionBodySchema } from '@contract/questions';
import {
  createDiscussionBodySchema,
  createPostBodySchema,
  createStudyGroupBodySchema,
} from '@contract/study-groups';
import { translations as zxcvbnEnglish } from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { HttpError } from './api';
import { createLocalizer, englishLocalizer, englishTextIds, findEnglishText } from './localize';

/** The schemas the forms of the translated screens check with (zodResolver) and post to. */
const formSchemas: Record<string, z.ZodType> = {
  contactFormSchema,
  donationFormSchema: donationFormSchema(false),
  loginBodySchema,
  registerFormSchema,
  forgotPasswordBodySchema,
  resetPasswordFormSchema,
  totpCodeFormSchema,
  recoveryCodeFormSchema,
  subscribeBodySchema,
  askQuestionBodySchema,
  createStudyGroupBodySchema,
  createDiscussionBodySchema,
  createPostBodySchema,
  newConversationFieldsSchema,
  replyFieldsSchema,
  profileFormSchema: profileFormSchema('member@example.com'),
  changePasswordBodySchema,
  totpCodeBodySchema,
  totpDisableBodySchema,
  renamePasskeyBodySchema,
};

const long = (n: number) => 'x'.repeat(n);
/**
 * Wrong answers for every field a form has: left out, empty, blank, of the wrong type, far too
 * long, not an address, short, mismatched. Each gives the messages a person can meet.
 */
const probes: Record<string, unknown>[] = [
  {},
  {
    name: '',
    email: '',
    message: '',
    subject: 'nonsense',
    consent: false,
    password: '',
    confirmPassword: '',
    firstName: '',
    lastName: '',
    username: 'a b',
    token: '',
    newPassword: '',
    code: '',
    recoveryCode: '',
    title: '',
    content: '',
    category: 'nonsense',
    maxMembers: 'many',
    meetingSchedule: long(300),
    description: long(3000),
    scheduledAt: 'tomorrow',
    currentPassword: '',
    amount: '0',
    frequency: 'yearly',
    fundId: 'general',
    coverFees: 'yes',
  },
  {
    name: '   ',
    email: 'not-an-address',
    message: long(6000),
    password: 'abc',
    confirmPassword: 'abd',
    firstName: long(200),
    lastName: long(200),
    username: long(40),
    token: long(300),
    newPassword: 'abc',
    code: '12',
    recoveryCode: 'abc',
    title: long(300),
    content: long(30_000),
    maxMembers: 1.5,
    currentPassword: long(2000),
    amount: '12.50',
    frequency: 'month',
  },
  {
    email: `${long(250)}@example.org`,
    password: long(2000),
    newPassword: 'password',
    confirmPassword: 'passw0rd',
    title: 'short',
    content: 'Too short',
    maxMembers: 10_000,
    code: '123456',
    recoveryCode: 'abcde-fghij',
    amount: '20000',
  },
];

// Asynchronous: the password rule may wait for the strength estimator's chunk.
async function messagesOf(schema: z.ZodType): Promise<string[]> {
  const results = await Promise.all(probes.map((probe) => schema.safeParseAsync(probe)));
  return results.flatMap((result) =>
    result.success ? [] : result.error.issues.map((issue) => issue.message),
  );
}

describe('English text the contract and the API write', () => {
  it('is each one id of the English catalogue, found again from its text', () => {
    const texts = englishTextIds.map((id) => englishLocalizer.text(en[id]));
    expect(new Set(texts).size, 'two ids with the same English').toBe(texts.length);
    for (const id of englishTextIds) {
      const sample = en[id].replace(/\{\w+\}/g, '42');
      expect(findEnglishText(sample)?.id, id).toBe(id);
    }
  });

  it('covers every message the translated forms can show', async () => {
    const missing = new Set<string>();
    let seen = 0;
    for (const [name, schema] of Object.entries(formSchemas)) {
      for (const message of await messagesOf(schema)) {
        seen += 1;
        if (!findEnglishText(message)) missing.add(`${name}: ${message}`);
      }
    }
    // The probes must reach the rules, or this test would prove nothing.
    expect(seen).toBeGreaterThan(60);
    expect(
      [...missing],
      'give each message an id under `rule.` in contract/messages/en.ts, es.ts and pt.ts ' +
        '(client/src/lib/localize.ts finds every rule.* id by itself)',
    ).toEqual([]);
  });
});

describe('a localizer', () => {
  const spanish = createLocalizer('es', es);
  const portuguese = createLocalizer('pt', pt);

  it('leaves English exactly as given', () => {
    expect(englishLocalizer.text('Name is required')).toBe('Name is required');
    expect(englishLocalizer.text('Anything else')).toBe('Anything else');
    expect(englishLocalizer.text(undefined)).toBeUndefined();
  });

  it("puts a rule's message, with its number, in the page's language", () => {
    expect(spanish.text('Name is required')).toBe('El nombre es obligatorio');
    expect(spanish.text('Message must be at most 5000 characters')).toBe(
      'El mensaje puede tener como máximo 5000 caracteres',
    );
    expect(portuguese.text('Message must be at most 5000 characters')).toBe(
      'A mensagem pode ter no máximo 5.000 caracteres',
    );
    expect(spanish.text("Passwords don't match")).toBe('Las contraseñas no coinciden');
    expect(portuguese.text('Too many requests. Please try again in 15 minutes.')).toBe(
      'Solicitações demais. Tente novamente em 15 minutos.',
    );
    // Text that is no English message of ours (already translated, a name) stays as it is.
    expect(spanish.text('Juan 3:16')).toBe('Juan 3:16');
  });

  it("gives a failure the server's message in the page's language, else the fallback", () => {
    const refused = new HttpError(401, '{"message":"Invalid email or password"}');
    const unknown = new HttpError(400, '{"message":"Some message we never translated"}');
    const offline = new TypeError('Failed to fetch');
    expect(spanish.error(refused, 'Login Failed')).toBe(
      'Correo electrónico o contraseña incorrectos',
    );
    expect(englishLocalizer.error(refused, 'Login Failed')).toBe('Invalid email or password');
    expect(englishLocalizer.error(unknown, 'Please try again later.')).toBe(
      'Some message we never translated',
    );
    expect(spanish.error(unknown, 'Please try again later.')).toBe('Inténtelo de nuevo más tarde.');
    expect(portuguese.error(offline, 'Failed to send message')).toBe(
      'Não foi possível enviar a mensagem',
    );
  });
});

describe("the password estimator's advice", () => {
  const advice = [
    ...Object.values(zxcvbnEnglish.warnings),
    ...Object.values(zxcvbnEnglish.suggestions),
  ];

  it('is every one of its English sentences, each shown in Spanish and Portuguese', () => {
    expect(advice.length).toBeGreaterThan(25);
    const spanish = createLocalizer('es', es);
    const portuguese = createLocalizer('pt', pt);
    for (const sentence of advice) {
      expect(findEnglishText(sentence), sentence).toBeDefined();
      expect(englishLocalizer.text(sentence)).toBe(sentence);
      expect(spanish.text(sentence), sentence).not.toBe(sentence);
      expect(portuguese.text(sentence), sentence).not.toBe(sentence);
    }
    expect(spanish.text(zxcvbnEnglish.warnings.dates)).toBe('Las fechas son fáciles de adivinar.');
    expect(portuguese.text(zxcvbnEnglish.suggestions.l33t)).toBe(
      'Evite trocas de letras previsíveis, como "@" no lugar de "a".',
    );
  });
});
