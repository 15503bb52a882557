import {
  characterBodySchema,
  characterEraValues,
  characterIconValues,
  type AdminCharacter,
  type CharacterBody,
  type CharacterEra,
} from '@contract/characters';
import type { MessageId } from '@contract/messages/en';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SelectField, TextareaField, TextField } from '@client/components/ui/form-field';
import { eraIds } from '@client/lib/fixed-labels';
import { useAdminCharacters, useDeleteCharacter, useSaveCharacter } from '../api/history';
import {
  HistoryDeleteDialog,
  LANGUAGES,
  LanguageTexts,
  ListField,
  languageName,
  numberOrUndefined,
  translationOf,
  useHistoryForm,
  type Language,
} from './history-parts';
import { ContentSection, EditorPage, RowActions, OpenableRow } from './parts';

/** The Biblical Characters, in order, and their editor. */
export function CharactersTab() {
  const [open, setOpen] = useState<{ character: AdminCharacter | undefined } | null>(null);
  if (open) return <CharacterEditor initial={open.character} onClose={() => setOpen(null)} />;
  return <CharacterList onOpen={(character) => setOpen({ character })} />;
}

const writtenIn = (character: AdminCharacter) =>
  LANGUAGES.filter((l) => character.texts[l] !== undefined)
    .map(languageName)
    .join(', ');

function CharacterList({ onOpen }: { onOpen: (c: AdminCharacter | undefined) => void }) {
  const intl = useIntl();
  const people = useAdminCharacters();
  const remove = useDeleteCharacter();
  const [deleting, setDeleting] = useState<AdminCharacter | null>(null);
  return (
    <>
      <ContentSection
        id="characters-heading"
        title={intl.formatMessage({ id: 'admin.characters.title' })}
        description={intl.formatMessage({ id: 'admin.characters.description' })}
        addLabel={intl.formatMessage({ id: 'admin.characters.add' })}
        onAdd={() => onOpen(undefined)}
        query={people}
        what={intl.formatMessage({ id: 'characters.what' })}
        empty={intl.formatMessage({ id: 'admin.characters.none' })}
      >
        {(items) => (
          <ol className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
            {items.map((character) => (
              <OpenableRow
                key={character.id}
                testId="admin-character"
                name={character.texts.en.name}
                onOpen={() => onOpen(character)}
                meta={
                  <>
                    <span>{intl.formatMessage({ id: eraIds[character.era] })}</span>
                    <span>
                      ·{' '}
                      {intl.formatMessage(
                        { id: 'admin.history.written' },
                        { languages: writtenIn(character) },
                      )}
                    </span>
                  </>
                }
                actions={
                  <RowActions
                    name={character.texts.en.name}
                    onEdit={() => onOpen(character)}
                    onDelete={() => setDeleting(character)}
                  />
                }
              />
            ))}
          </ol>
        )}
      </ContentSection>
      <HistoryDeleteDialog
        item={deleting ? { id: deleting.id, name: deleting.texts.en.name } : null}
        remove={remove}
        title="admin.characters.deleteTitle"
        deleted="admin.characters.deleted"
        onClose={() => setDeleting(null)}
      />
    </>
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
  const save = useSaveCharacter();
  const [current, setCurrent] = useState(initial);
  const [language, setLanguage] = useState<Language>('en');
  const form = useHistoryForm({
    start: formOf(initial),
    toBody: bodyOf,
    schema: characterBodySchema,
    save: async (body: CharacterBody) => {
      const saved = await save.mutateAsync({ ...(current ? { id: current.id } : {}), body });
      setCurrent(saved);
      return saved;
    },
    messages: { saved: 'admin.characters.saved', failed: 'admin.characters.saveFailed' },
    nameOf: (saved) => saved.texts.en.name,
  });
  const { values, setValues, errorOf } = form;
  const text = values.texts[language];
  const setText = (next: Partial<PersonText>) =>
    setValues((before) => ({
      ...before,
      texts: { ...before.texts, [language]: { ...before.texts[language], ...next } },
    }));
  const at = (field: string) => `texts.${language}.${field}`;
  const set = (next: Partial<PersonForm>) => setValues((before) => ({ ...before, ...next }));

  return (
    <EditorPage
      back={intl.formatMessage({ id: 'admin.characters.back' })}
      heading={intl.formatMessage({
        id: current ? 'admin.characters.edit' : 'admin.characters.new',
      })}
      dirty={form.dirty}
      onClose={onClose}
      onSubmit={(e) => void form.submit(e)}
      saveLabel={intl.formatMessage({ id: 'admin.history.save' })}
      saving={form.pending}
    >
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
        <TextField
          label={intl.formatMessage({ id: 'admin.history.order' })}
          hint={intl.formatMessage({ id: 'admin.history.orderHint' })}
          type="number"
          inputMode="numeric"
          min="0"
          value={values.order}
          onChange={(e) => set({ order: e.target.value })}
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
    </EditorPage>
  );
}
