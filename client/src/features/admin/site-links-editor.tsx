import { siteLanguages, type SiteLanguage } from '@contract/i18n';
import { CONNECT_LINKS_MAX, connectIcons, type ConnectLink } from '@contract/site';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { FieldError, SelectField, TextField } from '@client/components/ui/form-field';
import { MoveButton } from './parts/move-button';

interface Props {
  links: ConnectLink[];
  onChange: (links: ConnectLink[]) => void;
  /** A field's message by its path in the form (`links.0.url`), in English as the contract gives it. */
  errorOf: (field: string) => string | undefined;
  languageName: (code: SiteLanguage) => string;
}

const emptyLink = (): ConnectLink => ({
  url: 'https://',
  icon: 'link',
  label: { en: '', es: '', pt: '' },
});

/**
 * The contact page's "Alternative Ways to Connect": each link's address, icon and label in the
 * three languages, moved up and down by buttons (so by keyboard), added and removed.
 */
export function SiteLinksEditor({ links, onChange, errorOf, languageName }: Props) {
  const intl = useIntl();
  const ids = { heading: useId(), hint: useId() };
  // Each row keeps its key as it moves, so its fields keep what is being typed.
  const nextKey = useRef(links.length);
  const [keys, setKeys] = useState(() => links.map((_, i) => i));
  const [announced, setAnnounced] = useState('');
  const [focus, setFocus] = useState<string>();
  const buttonId = (key: number, what: string) => `${ids.heading}-${key}-${what}`;

  // The button pressed stays under the keyboard's focus after its row moved.
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, keys]);

  const update = (index: number, link: ConnectLink) =>
    onChange(links.map((old, i) => (i === index ? link : old)));

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= links.length) return;
    const swap = <T,>(list: T[]) => {
      const copy = [...list];
      [copy[index], copy[to]] = [copy[to] as T, copy[index] as T];
      return copy;
    };
    const key = keys[index] ?? 0;
    onChange(swap(links));
    setKeys(swap(keys));
    setFocus(buttonId(key, by < 0 ? 'up' : 'down'));
    setAnnounced(intl.formatMessage({ id: 'admin.site.linkMoved' }, { n: to + 1 }));
  };

  const remove = (index: number) => {
    onChange(links.filter((_, i) => i !== index));
    setKeys(keys.filter((_, i) => i !== index));
    setFocus(`${ids.heading}-add`);
  };

  const add = () => {
    const key = nextKey.current++;
    onChange([...links, emptyLink()]);
    setKeys([...keys, key]);
    setFocus(`${buttonId(key, 'url')}`);
  };

  const iconOptions = connectIcons.map((icon) => ({
    value: icon,
    label: intl.formatMessage({ id: `admin.site.icon.${icon}` }),
  }));

  return (
    <fieldset aria-describedby={ids.hint} className="min-w-0 space-y-4">
      <legend id={ids.heading} className="font-serif text-xl font-semibold text-navy-900">
        {intl.formatMessage({ id: 'admin.site.links' })}
      </legend>
      <p id={ids.hint} className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'admin.site.linksHint' })}
      </p>
      <FieldError id={`${ids.heading}-error`} message={errorOf('links')} />
      <ol className="space-y-4">
        {links.map((link, index) => {
          const key = keys[index] ?? index;
          const n = index + 1;
          const first = index === 0;
          const last = index === links.length - 1;
          return (
            <li key={key}>
              <fieldset className="min-w-0 space-y-3 rounded-md border border-navy-100 p-4">
                <legend className="sr-only">
                  {intl.formatMessage({ id: 'admin.site.linkNumber' }, { n })}
                </legend>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {/* The legend, shown beside the row's buttons (a legend cannot sit in a row). */}
                  <p aria-hidden="true" className="font-semibold text-navy-900">
                    {intl.formatMessage({ id: 'admin.site.linkNumber' }, { n })}
                  </p>
                  <div className="flex gap-1">
                    <MoveButton
                      direction={-1}
                      id={buttonId(key, 'up')}
                      label={intl.formatMessage({ id: 'admin.site.linkUp' }, { n })}
                      atEnd={first}
                      onMove={() => move(index, -1)}
                    />
                    <MoveButton
                      direction={1}
                      id={buttonId(key, 'down')}
                      label={intl.formatMessage({ id: 'admin.site.linkDown' }, { n })}
                      atEnd={last}
                      onMove={() => move(index, 1)}
                    />
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={intl.formatMessage({ id: 'admin.site.linkRemove' }, { n })}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
                  <TextField
                    id={buttonId(key, 'url')}
                    type="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    label={intl.formatMessage({ id: 'admin.site.linkUrl' })}
                    value={link.url}
                    onChange={(e) => update(index, { ...link, url: e.target.value })}
                    error={errorOf(`links.${index}.url`)}
                  />
                  <SelectField
                    label={intl.formatMessage({ id: 'admin.site.linkIcon' })}
                    options={iconOptions}
                    value={link.icon}
                    onChange={(e) =>
                      update(index, { ...link, icon: e.target.value as ConnectLink['icon'] })
                    }
                    error={errorOf(`links.${index}.icon`)}
                  />
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  {siteLanguages.map((lang) => (
                    <TextField
                      key={lang}
                      lang={lang}
                      label={intl.formatMessage(
                        { id: 'admin.site.linkLabel' },
                        { language: languageName(lang) },
                      )}
                      value={link.label[lang]}
                      onChange={(e) =>
                        update(index, { ...link, label: { ...link.label, [lang]: e.target.value } })
                      }
                      error={
                        errorOf(`links.${index}.label.${lang}`) ?? errorOf(`links.${index}.label`)
                      }
                    />
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      {links.length < CONNECT_LINKS_MAX ? (
        <Button type="button" variant="outline" id={`${ids.heading}-add`} onClick={add}>
          <Plus aria-hidden="true" />
          {intl.formatMessage({ id: 'admin.site.linkAdd' })}
        </Button>
      ) : null}
    </fieldset>
  );
}
