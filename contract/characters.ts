import { z } from 'zod';
import { apiRoute } from './api-route';
import { requiredText } from './fields';
import { localizedTexts, orderField, referenceRowSchema } from './timeline';

/**
 * The Biblical Characters as the ministry keeps them in the database: what visitors read
 * (`GET /api/characters?lang=`) and what administrators write. The words are per language
 * (English required, a translation whole or left out); the Hebrew name, era, icon and colours
 * are the character's in every language.
 */

/** The spec's eras a character may belong to (the filter's 'all' is not one). */
export const characterEraValues = [
  'patriarchs',
  'exodus',
  'judges',
  'kingdom',
  'exile',
  'return',
  'messiah',
  'apostolic',
] as const;
export type CharacterEra = (typeof characterEraValues)[number];

/** The spec's icons ('user' is the person icon drawn for any other). */
export const characterIconValues = [
  'star',
  'scroll',
  'crown',
  'shield',
  'heart',
  'sword',
  'user',
] as const;

export const CHARACTER_NAME_MAX = 100;
export const CHARACTER_SHORT_MAX = 200;
export const CHARACTER_TEXT_MAX = 5000;
export const CHARACTER_ITEM_MAX = 500;
export const CHARACTER_LIST_MAX = 30;
export const CHARACTER_NOT_FOUND = 'Character not found';
export const COLOR_MESSAGE = 'Colours are written #rrggbb';

/** A list of texts: each item written, at most `CHARACTER_LIST_MAX` of them. */
const textList = (label: string, min: number) =>
  z
    .array(requiredText(`Each of ${label}`, CHARACTER_ITEM_MAX), {
      error: `${label} must be a list`,
    })
    .min(min, `${label} needs at least one item`)
    .max(CHARACTER_LIST_MAX, `${label} may have at most ${CHARACTER_LIST_MAX} items`);

/** A character's words in one language. */
export const characterTextSchema = z.object(
  {
    name: requiredText('Name', CHARACTER_NAME_MAX),
    title: requiredText('Title', CHARACTER_SHORT_MAX),
    period: requiredText('Period', CHARACTER_SHORT_MAX),
    location: requiredText('Location', CHARACTER_SHORT_MAX),
    keyVerses: textList('Key verses', 1),
    significance: requiredText('Significance', CHARACTER_TEXT_MAX),
    biography: requiredText('Biography', CHARACTER_TEXT_MAX),
    keyEvents: textList('Key events', 1),
    symbolism: requiredText('Symbolism', CHARACTER_TEXT_MAX),
    lessons: textList('Lessons', 1),
    /** Empty: the character has no prophecies to list (Mary). */
    prophecies: textList('Prophecies', 0).default([]),
  },
  { error: 'The English text is required' },
);
export type CharacterTextInput = z.input<typeof characterTextSchema>;
export type CharacterTextValue = z.output<typeof characterTextSchema>;

const colour = z
  .string({ error: COLOR_MESSAGE })
  .regex(/^#[0-9a-fA-F]{6}$/, COLOR_MESSAGE)
  .transform((c) => c.toLowerCase());

export const characterBodySchema = z.object({
  texts: localizedTexts(characterTextSchema),
  hebrewName: requiredText('Hebrew name', CHARACTER_NAME_MAX),
  hebrewTransliteration: requiredText('Transliteration', CHARACTER_NAME_MAX),
  era: z.enum(characterEraValues, { error: 'Choose an era' }),
  icon: z.enum(characterIconValues, { error: 'Choose an icon' }),
  /** A gradient of two dark colours that white text reads well on. */
  color: z.object({ from: colour, to: colour }, { error: COLOR_MESSAGE }),
  order: orderField,
});
export type CharacterBody = z.input<typeof characterBodySchema>;
export type CharacterInput = z.output<typeof characterBodySchema>;

const storedText = characterTextSchema.extend({ prophecies: z.array(z.string()) });

/** A character as the admin's list and editor show it. */
export const adminCharacterSchema = z.object({
  id: z.number().int(),
  texts: z.object({ en: storedText, es: storedText.optional(), pt: storedText.optional() }),
  hebrewName: z.string(),
  hebrewTransliteration: z.string(),
  era: z.enum(characterEraValues),
  icon: z.enum(characterIconValues),
  color: z.object({ from: z.string(), to: z.string() }),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type AdminCharacter = z.infer<typeof adminCharacterSchema>;

const referencesOfList = z.array(z.array(referenceRowSchema));

/** A character as the page shows it in one language (the English when not translated). */
export const publicCharacterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hebrewName: z.string(),
  hebrewTransliteration: z.string(),
  title: z.string(),
  period: z.string(),
  era: z.enum(characterEraValues),
  location: z.string(),
  keyVerses: z.array(z.string()),
  significance: z.string(),
  biography: z.string(),
  keyEvents: z.array(z.string()),
  symbolism: z.string(),
  lessons: z.array(z.string()),
  /** Absent when the character has none to list. */
  prophecies: z.array(z.string()).optional(),
  icon: z.enum(characterIconValues),
  color: z.object({ from: z.string(), to: z.string() }),
  translated: z.boolean(),
  /** Where the Scripture references stand in each text (a list's by item). */
  references: z.object({
    keyVerses: referencesOfList,
    significance: z.array(referenceRowSchema),
    biography: z.array(referenceRowSchema),
    keyEvents: referencesOfList,
    symbolism: z.array(referenceRowSchema),
    lessons: referencesOfList,
    prophecies: referencesOfList,
  }),
});
export type PublicCharacter = z.infer<typeof publicCharacterSchema>;
export const publicCharactersSchema = z.array(publicCharacterSchema);

export const charactersApi = {
  characters: apiRoute('/api/characters'),
  adminCharacters: apiRoute('/api/admin/characters'),
  adminCharacter: apiRoute('/api/admin/characters/:id'),
};
