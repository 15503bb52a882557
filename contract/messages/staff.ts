import type { TranslationOf } from './translation';

/** The staff's messages: what the admin panel says about roles and permissions. */
export const staffEn = {
  'server.staffOnly': 'Administrators only',
  'server.notForYourRole': 'Your roles do not allow this',
  'admin.noSections.title': 'Nothing to manage yet',
  'admin.noSections.body':
    'Your roles do not include any section of the admin panel yet. Ask the site’s owner or an administrator if you need one.',
};

export const staffEs: TranslationOf<typeof staffEn> = {
  'server.staffOnly': 'Solo para administradores',
  'server.notForYourRole': 'Sus funciones no permiten esto',
  'admin.noSections.title': 'Todavía no hay nada que administrar',
  'admin.noSections.body':
    'Sus funciones aún no incluyen ninguna sección del panel de administración. Si necesita una, pídala al propietario del sitio o a un administrador.',
};

export const staffPt: TranslationOf<typeof staffEn> = {
  'server.staffOnly': 'Somente para administradores',
  'server.notForYourRole': 'Suas funções não permitem isso',
  'admin.noSections.title': 'Ainda não há nada para administrar',
  'admin.noSections.body':
    'Suas funções ainda não incluem nenhuma seção do painel de administração. Se precisar de uma, peça ao proprietário do site ou a um administrador.',
};
