import {
  characterBodySchema,
  characterEraValues,
  characterIconValues,
  type AdminCharacter,
  type CharacterBody,
  type CharacterEra,
} from '@contract/characters';
import type { MessageId } from '@contract/messages/en';
import { useIntl } from 'react-intl';
import { SelectField, TextareaField, TextField } from '@client/components/ui/form-field';
import { eraIds } from '@client/lib/fixed-labels';
import { useAdminCharacters, useDeleteCharacter, useSaveCharacter } from '../api/history';
import {
  LanguageTexts,
  ListField,
  numberOrUndefined,
  translationOf,
  useHistoryForm,
  type Language,
} from './history-parts';
import { HistoryEditorPage, HistoryTab, OrderField, useLanguageTexts } from './history-screens';

/** The Biblical Characters, in order, and their editor. */
export function CharactersTab() {
  const intl = useIntl();
  return (
    <HistoryTab
      area="characters"
      query={useAdminCharacters()}
      remove={useDeleteCharacter()}
      testId="admin-character"
      nameOf={(character) => character.texts.en.name}
      meta={(character) => <span>{intl.formatMessage({ id: eraIds[character.era] })}</span>}
      editor={(character, onClose) => <CharacterEditor initial={character} onClose={onClose} />}
    />
  );
}

interface PersonText {
  name: string;
  title: string;
  period: string;
  location: string;
  significance: string;
  biography: string;
  symbolism: string;
  keyVerses: string[];
  keyEvents: string[];
  lessons: string[];
  prophecies: string[];
}
interface PersonForm {
  texts: Record<Language, PersonText>;
  hebrewName: string;
  hebrewTransliteration: string;
  era: CharacterEra;
  icon: CharacterBody['icon'];
  colorFrom: string;
  colorTo: string;
  order: string;
}

const blankText: PersonText = {
  name: '',
  title: '',
  period: '',
  location: '',
  significance: '',
  biography: '',
  symbolism: '',
  keyVerses: [''],
  keyEvents: [''],
  lessons: [''],
  prophecies: [],
};

function formOf(c: AdminCharacter | undefined): PersonForm {
  const textOf = (language: Language): PersonText => {
    const text = c?.texts[language];
    return text ? { ...text, prophecies: [...text.prophecies] } : { ...blankText };
  };
  return {
    texts: { en: textOf('en'), es: textOf('es'), pt: textOf('pt') },
    hebrewName: c?.hebrewName ?? '',
    hebrewTransliteration: c?.hebrewTransliteration ?? '',
    era: c?.era ?? 'patriarchs',
    icon: c?.icon ?? 'user',
    colorFrom: c?.color.from ?? '#1e3a8a',
    colorTo: c?.color.to ?? '#1e40af',
    order: c ? String(c.order) : '',
  };
}

/** Empty list items are dropped: a list with only empty boxes is an empty list. */
function cleaned(text: PersonText): PersonText {
  const items = (list: string[]) => list.filter((item) => item.trim() !== '');
  return {
    ...text,
    keyVerses: items(text.keyVerses),
    keyEvents: items(text.keyEvents),
    lessons: items(text.lessons),
    prophecies: items(text.prophecies),
  };
}

const bodyOf = (form: PersonForm): CharacterBody => ({
  texts: {
    en: cleaned(form.texts.en),
    es: translationOf(cleaned(form.texts.es)),
    pt: translationOf(cleaned(form.texts.pt)),
  },
  hebrewName: form.hebrewName,
  hebrewTransliteration: form.hebrewTransliteration,
  era: form.era,
  icon: form.icon,
  color: { from: form.colorFrom, to: form.colorTo },
  order: numberOrUndefined(form.order),
});

const TEXT_FIELDS: readonly { field: keyof PersonText; label: MessageId; rows?: number }[] = [
  { field: 'name', label: 'admin.characters.name' },
  { field: 'title', label: 'admin.characters.characterTitle' },
  { field: 'period', label: 'admin.characters.period' },
  { field: 'location', label: 'admin.characters.location' },
  { field: 'significance', label: 'admin.characters.significance', rows: 3 },
  { field: 'biography', label: 'admin.characters.biography', rows: 6 },
  { field: 'symbolism', label: 'admin.characters.symbolism', rows: 3 },
];
const LIST_FIELDS: readonly {
  field: 'keyVerses' | 'keyEvents' | 'lessons' | 'prophecies';
  label: MessageId;
}[] = [
  { field: 'keyVerses', label: 'admin.characters.keyVerses' },
  { field: 'keyEvents', label: 'admin.characters.keyEvents' },
  { field: 'lessons', label: 'admin.characters.lessons' },
  { field: 'prophecies', label: 'admin.characters.prophecies' },
];

function CharacterEditor({
  initial,
  onClose,
}: {
  initial: AdminCharacter | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const form = useHistoryForm({
    area: 'characters',
    initial,
    start: formOf(initial),
    toBody: bodyOf,
    schema: characterBodySchema,
    save: useSaveCharacter(),
    nameOf: (saved) => saved.texts.en.name,
  });
  const { values, setValues, errorOf } = form;
  const { language, setLanguage, text, setText, at } = useLanguageTexts(values, setValues);
  const set = (next: Partial<PersonForm>) => setValues((before) => ({ ...before, ...next }));

  return (
    <HistoryEditorPage area="characters" editing={!!form.current} form={form} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={intl.formatMessage({ id: 'admin.characters.hebrewName' })}
          lang="he"
          dir="rtl"
          value={values.hebrewName}
          onChange={(e) => set({ hebrewName: e.target.value })}
          error={errorOf('hebrewName')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.characters.transliteration' })}
          lang="he-Latn"
          value={values.hebrewTransliteration}
          onChange={(e) => set({ hebrewTransliteration: e.target.value })}
          error={errorOf('hebrewTransliteration')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'admin.characters.era' })}
          options={characterEraValues.map((value) => ({
            value,
            label: intl.formatMessage({ id: eraIds[value] }),
          }))}
          value={values.era}
          onChange={(e) => set({ era: e.target.value as CharacterEra })}
          error={errorOf('era')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'admin.characters.icon' })}
          options={characterIconValues.map((icon) => ({
            value: icon,
            label: intl.formatMessage({ id: 'admin.characters.iconName' }, { icon }),
          }))}
          value={values.icon}
          onChange={(e) => set({ icon: e.target.value as CharacterBody['icon'] })}
          error={errorOf('icon')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.characters.colorFrom' })}
          hint={intl.formatMessage({ id: 'admin.characters.colorHint' })}
          value={values.colorFrom}
          onChange={(e) => set({ colorFrom: e.target.value })}
          error={errorOf('color.from') || errorOf('color')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.characters.colorTo' })}
          value={values.colorTo}
          onChange={(e) => set({ colorTo: e.target.value })}
          error={errorOf('color.to')}
        />
        <OrderField
          value={values.order}
          onChange={(order) => set({ order })}
          error={errorOf('order')}
        />
      </div>
      <LanguageTexts language={language} onLanguage={setLanguage} error={errorOf('texts')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(({ field, label, rows }) =>
            rows ? (
              <TextareaField
                key={`${language}-${field}`}
                className="sm:col-span-2"
                label={intl.formatMessage({ id: label })}
                lang={language}
                rows={rows}
                value={text[field] as string}
                onChange={(e) => setText({ [field]: e.target.value })}
                error={errorOf(at(field))}
              />
            ) : (
              <TextField
                key={`${language}-${field}`}
                label={intl.formatMessage({ id: label })}
                lang={language}
                value={text[field] as string}
                onChange={(e) => setText({ [field]: e.target.value })}
                error={errorOf(at(field))}
              />
            ),
          )}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {LIST_FIELDS.map(({ field, label }) => (
            <ListField
              key={`${language}-${field}`}
              label={intl.formatMessage({ id: label })}
              lang={language}
              items={text[field]}
              onChange={(items) => setText({ [field]: items })}
              error={errorOf(at(field))}
              itemError={(index) => errorOf(at(`${field}.${index}`))}
            />
          ))}
        </div>
      </LanguageTexts>
    </HistoryEditorPage>
  );
}
