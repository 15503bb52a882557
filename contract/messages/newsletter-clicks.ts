import type { TranslationOf } from './translation';

/** Clicks on newsletter links: the campaign history's table and the analytics tab's. */
export const newsletterClicksEn = {
  'admin.newsletter.clicks.show': 'Link clicks',
  'admin.newsletter.clicks.label': 'Link clicks of {title}',
  'admin.newsletter.clicks.note':
    'Counted through the site’s own link, without knowing who clicked. Unique: different readers on each day.',
  'admin.newsletter.clicks.link': 'Link',
  'admin.newsletter.clicks.clicks': 'Clicks',
  'admin.newsletter.clicks.unique': 'Unique',
  'admin.newsletter.clicks.total': 'Total',
  'admin.newsletter.clicks.none': 'This campaign has no links to count.',
  'admin.newsletter.clicks.failed': 'The clicks could not be loaded.',
  'admin.analytics.table.newsletterClicks': 'Newsletter link clicks',
  'admin.analytics.column.campaign': 'Campaign',
  'admin.analytics.noNewsletterClicks': 'No newsletter links followed in this period.',
} as const;

export const newsletterClicksEs: TranslationOf<typeof newsletterClicksEn> = {
  'admin.newsletter.clicks.show': 'Clics en enlaces',
  'admin.newsletter.clicks.label': 'Clics en los enlaces de {title}',
  'admin.newsletter.clicks.note':
    'Contados a través del enlace propio del sitio, sin saber quién hizo clic. Únicos: lectores distintos cada día.',
  'admin.newsletter.clicks.link': 'Enlace',
  'admin.newsletter.clicks.clicks': 'Clics',
  'admin.newsletter.clicks.unique': 'Únicos',
  'admin.newsletter.clicks.total': 'Total',
  'admin.newsletter.clicks.none': 'Esta campaña no tiene enlaces que contar.',
  'admin.newsletter.clicks.failed': 'No se pudieron cargar los clics.',
  'admin.analytics.table.newsletterClicks': 'Clics en enlaces del boletín',
  'admin.analytics.column.campaign': 'Campaña',
  'admin.analytics.noNewsletterClicks': 'Nadie siguió enlaces del boletín en este periodo.',
};

export const newsletterClicksPt: TranslationOf<typeof newsletterClicksEn> = {
  'admin.newsletter.clicks.show': 'Cliques nos links',
  'admin.newsletter.clicks.label': 'Cliques nos links de {title}',
  'admin.newsletter.clicks.note':
    'Contados pelo link próprio do site, sem saber quem clicou. Únicos: leitores diferentes em cada dia.',
  'admin.newsletter.clicks.link': 'Link',
  'admin.newsletter.clicks.clicks': 'Cliques',
  'admin.newsletter.clicks.unique': 'Únicos',
  'admin.newsletter.clicks.total': 'Total',
  'admin.newsletter.clicks.none': 'Esta campanha não tem links para contar.',
  'admin.newsletter.clicks.failed': 'Não foi possível carregar os cliques.',
  'admin.analytics.table.newsletterClicks': 'Cliques nos links do boletim',
  'admin.analytics.column.campaign': 'Campanha',
  'admin.analytics.noNewsletterClicks': 'Ninguém seguiu links do boletim neste período.',
};
