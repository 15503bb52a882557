import { languageOptions } from '@content/studies';
import { homeBodySchema, HOME_MISSION_PARAGRAPHS_MAX, type HomeBody } from '@contract/home';
import { siteLanguages, type SiteLanguage } from '@contract/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { SelectField, TextareaField, TextField } from '@client/components/ui/form-field';
import { usePageFormat } from '@client/lib/format';
import { useAdminHome, useSaveHome } from '../api/home';
import { useAdminStudies } from '../api/studies';
import { HomeSection, useHomeSave } from './home-form';

type HomeOut = z.output<typeof homeBodySchema>;
const languageName = (code: string) =>
  languageOptions.find((option) => option.code === code)?.name ?? code;

const formOf = ({ en, es, pt, studyId }: HomeBody): HomeBody => ({ en, es, pt, studyId });

/** The home page's texts, one language shown at a time, all saved together. */
export function HomeTextsEditor() {
  return (
    <HomeSection area="home" headingId="home-texts-heading" query={useAdminHome()}>
      {(data) => (
        <HomeForm initial={formOf(data)} updatedAt={data.updatedAt} updatedBy={data.updatedBy} />
      )}
    </HomeSection>
  );
}

function HomeForm({
  initial,
  updatedAt,
  updatedBy,
}: {
  initial: HomeBody;
  updatedAt: string | null;
  updatedBy: string | null;
}) {
  const intl = useIntl();
  const format = usePageFormat();
  const studies = useAdminStudies();
  const [lang, setLang] = useState<SiteLanguage>(
    siteLanguages.includes(intl.locale as SiteLanguage) ? (intl.locale as SiteLanguage) : 'en',
  );
  const form = useForm<HomeBody, unknown, HomeOut>({
    resolver: zodResolver(homeBodySchema),
    defaultValues: initial,
  });
  const { errorAt, onSubmit, end } = useHomeSave({
    area: 'home',
    form,
    save: useSaveHome(),
    formOf,
  });
  const { errors } = form.formState;
  const paragraphs = useWatch({ control: form.control, name: `${lang}.mission.paragraphs` });
  const field = (path: string) => form.register(path as `en.hero.title`);
  // Languages other than the one shown whose fields need attention.
  const elsewhere = siteLanguages.filter(
    (other) => other !== lang && (errors as FieldErrors<HomeBody>)[other],
  );

  const publishedStudies = (studies.data ?? []).filter((study) => study.status === 'published');
  const paragraphList = paragraphs ?? [];

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="text-sm text-slate-600">
        {updatedAt
          ? intl.formatMessage(
              { id: 'admin.home.lastSaved' },
              { date: format.dateTime(updatedAt), name: updatedBy ?? 'none' },
            )
          : intl.formatMessage({ id: 'admin.home.neverSaved' })}
      </p>
      <div className="max-w-xs">
        <SelectField
          label={intl.formatMessage({ id: 'admin.home.language' })}
          options={siteLanguages.map((l) => ({ value: l, label: languageName(l) }))}
          value={lang}
          onChange={(event) => setLang(event.target.value as SiteLanguage)}
        />
      </div>
      {elsewhere.length > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {intl.formatMessage(
            { id: 'admin.home.check' },
            { languages: elsewhere.map(languageName).join(', ') },
          )}
        </p>
      ) : null}
      <div key={lang} lang={lang} className="space-y-6">
        <fieldset className="space-y-4 rounded-lg border border-navy-100 bg-white p-4">
          <legend className="px-1 font-semibold text-navy-900">
            {intl.formatMessage({ id: 'admin.home.hero' })}
          </legend>
          <TextField
            label={intl.formatMessage({ id: 'admin.home.eyebrow' })}
            error={errorAt(`${lang}.hero.eyebrow`)}
            {...field(`${lang}.hero.eyebrow`)}
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.home.heroTitle' })}
            error={errorAt(`${lang}.hero.title`)}
            {...field(`${lang}.hero.title`)}
          />
          <TextareaField
            rows={3}
            label={intl.formatMessage({ id: 'admin.home.lead' })}
            error={errorAt(`${lang}.hero.lead`)}
            {...field(`${lang}.hero.lead`)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={intl.formatMessage({ id: 'admin.home.studyButton' })}
              error={errorAt(`${lang}.hero.studyButton`)}
              {...field(`${lang}.hero.studyButton`)}
            />
            <TextField
              label={intl.formatMessage({ id: 'admin.home.videosButton' })}
              error={errorAt(`${lang}.hero.videosButton`)}
              {...field(`${lang}.hero.videosButton`)}
            />
          </div>
        </fieldset>
        <fieldset className="space-y-4 rounded-lg border border-navy-100 bg-white p-4">
          <legend className="px-1 font-semibold text-navy-900">
            {intl.formatMessage({ id: 'admin.home.mission' })}
          </legend>
          <TextField
            label={intl.formatMessage({ id: 'admin.home.missionTitle' })}
            error={errorAt(`${lang}.mission.title`)}
            {...field(`${lang}.mission.title`)}
          />
          {paragraphList.map((_, index) => (
            <div key={index} className="space-y-2">
              <TextareaField
                rows={4}
                label={intl.formatMessage({ id: 'admin.home.paragraph' }, { number: index + 1 })}
                error={errorAt(`${lang}.mission.paragraphs.${index}`)}
                {...field(`${lang}.mission.paragraphs.${index}`)}
              />
              {paragraphList.length > 1 ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    form.setValue(
                      `${lang}.mission.paragraphs`,
                      paragraphList.filter((__, i) => i !== index),
                      { shouldDirty: true },
                    )
                  }
                >
                  <Trash2 aria-hidden="true" />
                  {intl.formatMessage({ id: 'admin.home.removeParagraph' }, { number: index + 1 })}
                </Button>
              ) : null}
            </div>
          ))}
          {errorAt(`${lang}.mission.paragraphs`) ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorAt(`${lang}.mission.paragraphs`)}
            </p>
          ) : null}
          {paragraphList.length < HOME_MISSION_PARAGRAPHS_MAX ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                form.setValue(`${lang}.mission.paragraphs`, [...paragraphList, ''], {
                  shouldDirty: true,
                })
              }
            >
              <Plus aria-hidden="true" />
              {intl.formatMessage({ id: 'admin.home.addParagraph' })}
            </Button>
          ) : null}
        </fieldset>
        <fieldset className="space-y-4 rounded-lg border border-navy-100 bg-white p-4">
          <legend className="px-1 font-semibold text-navy-900">
            {intl.formatMessage({ id: 'admin.home.card' })}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={intl.formatMessage({ id: 'admin.home.cardLabel' })}
              error={errorAt(`${lang}.restorationStudy.label`)}
              {...field(`${lang}.restorationStudy.label`)}
            />
            <TextField
              label={intl.formatMessage({ id: 'admin.home.cardAction' })}
              error={errorAt(`${lang}.restorationStudy.action`)}
              {...field(`${lang}.restorationStudy.action`)}
            />
          </div>
          <TextField
            label={intl.formatMessage({ id: 'admin.home.cardTitle' })}
            error={errorAt(`${lang}.restorationStudy.title`)}
            {...field(`${lang}.restorationStudy.title`)}
          />
          <TextareaField
            rows={3}
            label={intl.formatMessage({ id: 'admin.home.cardDescription' })}
            error={errorAt(`${lang}.restorationStudy.description`)}
            {...field(`${lang}.restorationStudy.description`)}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-lg border border-navy-100 bg-white p-4">
          <legend className="px-1 font-semibold text-navy-900">
            {intl.formatMessage({ id: 'admin.home.newsletter' })}
          </legend>
          <TextField
            label={intl.formatMessage({ id: 'admin.home.newsletterTitle' })}
            error={errorAt(`${lang}.newsletter.title`)}
            {...field(`${lang}.newsletter.title`)}
          />
          <TextareaField
            rows={3}
            label={intl.formatMessage({ id: 'admin.home.newsletterLead' })}
            error={errorAt(`${lang}.newsletter.lead`)}
            {...field(`${lang}.newsletter.lead`)}
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.home.newsletterNote' })}
            error={errorAt(`${lang}.newsletter.note`)}
            {...field(`${lang}.newsletter.note`)}
          />
        </fieldset>
      </div>
      <div className="max-w-md">
        <SelectField
          label={intl.formatMessage({ id: 'admin.home.cardStudy' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'admin.home.cardStudyList' }) },
            ...publishedStudies.map((study) => ({
              value: String(study.id),
              label: study.title.en,
            })),
          ]}
          error={errorAt('studyId')}
          {...form.register('studyId', {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? null : Number(value),
          })}
        />
      </div>
      {end}
    </form>
  );
}
