import { siteLanguages, type SiteLanguage } from '@contract/i18n';
import { Heading } from '@client/components/headed-section';
import {
  logoTypes,
  siteSettingsSchema,
  type AdminSite,
  type ConnectLink,
  type LogoType,
  type SiteSettingsBody,
} from '@contract/site';
import { languageOptions } from '@content/studies';
import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { TextareaField, TextField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { useUnsavedWork } from './admin-panel';
import { SiteLinksEditor } from './site-links-editor';
import { useAdminSite, useSaveSite } from './api/site';
import { useFailureMessage } from './use-failure-message';

const languageName = (code: SiteLanguage) =>
  languageOptions.find((option) => option.code === code)?.name ?? code;

/** The form's values: the settings, the year as typed, and the logo as chosen. */
interface Values extends Omit<SiteSettingsBody, 'copyright' | 'logo' | 'links'> {
  copyright: { holder: string; year: string };
  links: ConnectLink[];
}

const valuesOf = (site: AdminSite): Values => ({
  name: site.name,
  shortName: site.shortName,
  tagline: { ...site.tagline },
  accentColor: site.accentColor,
  channelUrl: site.channelUrl,
  contactEmail: site.contactEmail,
  copyright: { holder: site.copyright.holder, year: String(site.copyright.year) },
  mailSenderName: site.mailSenderName,
  links: site.links.map((link) => ({ ...link, label: { ...link.label } })),
});

/** A chosen file as the API takes it: base64 of its bytes, with the type its name claims. */
async function logoOf(file: File): Promise<{ type: LogoType; data: string; name: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  const claimed = (logoTypes as readonly string[]).includes(file.type)
    ? (file.type as LogoType)
    : 'image/png';
  return { type: claimed, data: btoa(binary), name: file.name };
}

/** The ministry's identity: name, tagline, logo, colour, contact, copyright, mail sender. */
export function SiteTab() {
  const intl = useIntl();
  const site = useAdminSite();
  return (
    <section aria-labelledby="site-heading" className="space-y-6">
      <div className="space-y-2">
        <Heading id="site-heading" title="admin.site.title" look="reading" />
        <p className="max-w-prose text-slate-700">
          {intl.formatMessage({ id: 'admin.site.description' })}
        </p>
      </div>
      {site.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : site.isError ? (
        <LoadFailed
          what={intl.formatMessage({ id: 'admin.site.what' })}
          onRetry={() => void site.refetch()}
        />
      ) : (
        <SiteForm key={site.data.updatedAt ?? 'default'} site={site.data} />
      )}
    </section>
  );
}

function SiteForm({ site }: { site: AdminSite }) {
  const intl = useIntl();
  const format = usePageFormat();
  const localizer = useLocalizer();
  const failure = useFailureMessage();
  const save = useSaveSite();
  const ids = { logo: useId(), logoHint: useId(), logoError: useId(), picker: useId() };
  const [values, setValues] = useState<Values>(() => valuesOf(site));
  const [logo, setLogo] = useState<{ type: LogoType; data: string; name: string } | null>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(site)) || logo !== undefined;
  useUnsavedWork(dirty);
  const set = (next: Partial<Values>) => setValues((before) => ({ ...before, ...next }));
  const errorOf = (field: string) => localizer.text(errors[field]);

  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) setLogo(await logoOf(file));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body: SiteSettingsBody = {
      ...values,
      copyright: { holder: values.copyright.holder, year: Number(values.copyright.year) },
      ...(logo === undefined ? {} : { logo: logo && { type: logo.type, data: logo.data } }),
    };
    const parsed = siteSettingsSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      await save.mutateAsync(body);
      setErrors({});
      toast({ title: intl.formatMessage({ id: 'admin.site.saved' }), description: values.name });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      const found = Object.fromEntries(
        Object.entries(fieldErrors).flatMap(([field, messages]) =>
          messages[0] ? [[field.startsWith('logo') ? 'logo' : field, messages[0]]] : [],
        ),
      );
      setErrors(found);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.site.saveFailed' }),
        description: localizer.text(
          Object.values(found)[0] ?? failure(error, 'admin.site.saveFailed'),
        ),
      });
    }
  };

  const logoProblem = errorOf('logo') ?? errorOf('logo.type') ?? errorOf('logo.data');
  const preview = logo
    ? `data:${logo.type};base64,${logo.data}`
    : logo === null
      ? null
      : site.logoUrl;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="max-w-3xl space-y-6">
      {site.updatedAt && site.updatedBy ? (
        <p className="text-sm text-slate-700">
          {intl.formatMessage(
            { id: 'admin.site.lastSaved' },
            { date: format.dateTime(site.updatedAt), name: site.updatedBy },
          )}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'admin.site.name' })}
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          error={errorOf('name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.site.shortName' })}
          value={values.shortName}
          onChange={(e) => set({ shortName: e.target.value })}
          error={errorOf('shortName')}
        />
      </div>
      {siteLanguages.map((lang) => (
        <TextareaField
          key={lang}
          lang={lang}
          rows={3}
          label={intl.formatMessage({ id: 'admin.site.tagline' }, { language: languageName(lang) })}
          value={values.tagline[lang]}
          onChange={(e) => set({ tagline: { ...values.tagline, [lang]: e.target.value } })}
          error={errorOf(`tagline.${lang}`)}
        />
      ))}
      <div className="space-y-2">
        <Label htmlFor={ids.logo}>{intl.formatMessage({ id: 'admin.site.logo' })}</Label>
        <div className="flex flex-wrap items-center gap-4">
          {preview ? (
            <img
              src={preview}
              alt={intl.formatMessage({ id: 'admin.site.logoCurrent' })}
              width={64}
              height={64}
              className="size-16 rounded-md border border-navy-100 bg-navy-900 object-contain p-1"
            />
          ) : null}
          <input
            id={ids.logo}
            type="file"
            accept={logoTypes.join(',')}
            aria-describedby={[ids.logoHint, logoProblem ? ids.logoError : '']
              .filter(Boolean)
              .join(' ')}
            aria-invalid={logoProblem ? true : undefined}
            className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-navy-200 file:bg-white file:px-3 file:py-2 file:text-navy-900"
            onChange={(e) => void onLogo(e)}
          />
          {site.customLogo || logo ? (
            <Button type="button" variant="outline" onClick={() => setLogo(null)}>
              {intl.formatMessage({ id: 'admin.site.logoDefault' })}
            </Button>
          ) : null}
        </div>
        <p id={ids.logoHint} className="text-sm text-slate-700">
          {logo
            ? intl.formatMessage({ id: 'admin.site.logoChosen' }, { name: logo.name })
            : logo === null
              ? intl.formatMessage({ id: 'admin.site.logoDefaultChosen' })
              : intl.formatMessage({ id: 'admin.site.logoHint' })}
        </p>
        {logoProblem ? (
          <p id={ids.logoError} role="alert" className="text-sm font-medium text-red-700">
            {logoProblem}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          label={intl.formatMessage({ id: 'admin.site.accent' })}
          hint={intl.formatMessage({ id: 'admin.site.accentHint' })}
          autoCapitalize="none"
          spellCheck={false}
          value={values.accentColor}
          onChange={(e) => set({ accentColor: e.target.value })}
          error={errorOf('accentColor')}
        />
        <div className="space-y-2">
          <Label htmlFor={ids.picker}>
            {intl.formatMessage({ id: 'admin.site.accentPicker' })}
          </Label>
          <input
            id={ids.picker}
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(values.accentColor) ? values.accentColor : '#e0b443'}
            onChange={(e) => set({ accentColor: e.target.value })}
            className="block h-11 w-20 rounded-md border border-navy-200 bg-white"
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="url"
          label={intl.formatMessage({ id: 'admin.site.channel' })}
          value={values.channelUrl}
          onChange={(e) => set({ channelUrl: e.target.value })}
          error={errorOf('channelUrl')}
        />
        <TextField
          type="email"
          label={intl.formatMessage({ id: 'admin.site.contactEmail' })}
          value={values.contactEmail}
          onChange={(e) => set({ contactEmail: e.target.value })}
          error={errorOf('contactEmail')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.site.copyrightHolder' })}
          value={values.copyright.holder}
          onChange={(e) => set({ copyright: { ...values.copyright, holder: e.target.value } })}
          error={errorOf('copyright.holder')}
        />
        <TextField
          inputMode="numeric"
          label={intl.formatMessage({ id: 'admin.site.copyrightYear' })}
          value={values.copyright.year}
          onChange={(e) => set({ copyright: { ...values.copyright, year: e.target.value } })}
          error={errorOf('copyright.year')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.site.sender' })}
          value={values.mailSenderName}
          onChange={(e) => set({ mailSenderName: e.target.value })}
          error={errorOf('mailSenderName')}
        />
      </div>
      <SiteLinksEditor
        links={values.links}
        onChange={(links) => set({ links })}
        errorOf={errorOf}
        languageName={languageName}
      />
      <Button type="submit" disabled={save.isPending}>
        {intl.formatMessage({ id: save.isPending ? 'admin.site.saving' : 'admin.site.save' })}
      </Button>
    </form>
  );
}
