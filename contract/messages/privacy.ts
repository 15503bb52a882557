/**
 * A member's privacy rights: the "Your data" section of the profile (the download and the end of
 * the account), the file's README, the confirmation e-mail, and the English the contract and the
 * service write (looked up by their text: `server.`).
 */
export const privacyEn = {
  'privacy.title': 'Your Data',
  'privacy.lead':
    'You may take a copy of everything the site keeps about you, or delete your account.',
  'privacy.download.title': 'Download My Data',
  'privacy.download.body':
    'One JSON file: your account, sessions, conversations and messages (with the names of their attachments), questions, prayer requests, study groups and posts, gifts, newsletter subscription, study tools and progress, and event registrations.',
  'privacy.download.action': 'Download My Data',
  'privacy.delete.title': 'Delete My Account',
  'privacy.delete.body':
    'Your account, profile, conversations, prayer requests, group memberships, notes and sessions are removed at once, and you are signed out everywhere. Your questions and group posts stay on the site without your name. Your gifts stay in the ministry’s accounts without your name or address, as the law requires for donation records. This cannot be undone.',
  'privacy.delete.action': 'Delete My Account',
  'privacy.delete.failed': 'Your account could not be deleted',
  'privacy.readme.1':
    'This file holds everything the ministry’s website keeps with your account, as of the date in "exportedAt".',
  'privacy.readme.2':
    'Dates are in UTC (ISO 8601). Amounts of gifts are in the smallest unit of their currency (cents).',
  'privacy.readme.3':
    'Attachments are listed by name, type and size; open your conversations on the site to download their files.',
  'privacy.readme.4':
    'To correct or delete your data, use your profile page or write to the ministry through the contact page.',
  'mail.accountDeleted.subject': 'Your account was deleted',
  'mail.accountDeleted.intro':
    'As you asked, your account on the ministry’s website was deleted, with your profile, conversations, prayer requests, group memberships and study notes. You were signed out everywhere.',
  'mail.accountDeleted.kept':
    'Your questions and group posts stay without your name. Records of your gifts stay in the ministry’s accounts, as the law requires, without your name or address.',
  'mail.accountDeleted.after':
    'If you did not ask for this, please answer this message at once. You are always welcome to create a new account.',
  'audit.action.account.delete': 'Account deleted by its member',
  'server.privacy.deleted': 'Your account was deleted',
  'server.privacy.recurringGift':
    'Please cancel your recurring gift on the Giving tab before deleting your account',
};

export const privacyEs: Readonly<Record<keyof typeof privacyEn, string>> = {
  'privacy.title': 'Sus datos',
  'privacy.lead':
    'Puede llevarse una copia de todo lo que el sitio guarda sobre usted, o eliminar su cuenta.',
  'privacy.download.title': 'Descargar mis datos',
  'privacy.download.body':
    'Un archivo JSON: su cuenta, sesiones, conversaciones y mensajes (con los nombres de sus adjuntos), preguntas, peticiones de oración, grupos de estudio y publicaciones, ofrendas, suscripción al boletín, herramientas y progreso de estudio, e inscripciones a eventos.',
  'privacy.download.action': 'Descargar mis datos',
  'privacy.delete.title': 'Eliminar mi cuenta',
  'privacy.delete.body':
    'Su cuenta, perfil, conversaciones, peticiones de oración, grupos, notas y sesiones se eliminan de inmediato, y se cierra su sesión en todos los dispositivos. Sus preguntas y publicaciones en grupos permanecen en el sitio sin su nombre. Sus ofrendas permanecen en la contabilidad del ministerio sin su nombre ni dirección, como exige la ley para los registros de donaciones. Esto no se puede deshacer.',
  'privacy.delete.action': 'Eliminar mi cuenta',
  'privacy.delete.failed': 'No se pudo eliminar su cuenta',
  'privacy.readme.1':
    'Este archivo contiene todo lo que el sitio del ministerio guarda con su cuenta, a la fecha indicada en "exportedAt".',
  'privacy.readme.2':
    'Las fechas están en UTC (ISO 8601). Los montos de las ofrendas están en la unidad más pequeña de su moneda (centavos).',
  'privacy.readme.3':
    'Los adjuntos se listan por nombre, tipo y tamaño; abra sus conversaciones en el sitio para descargar sus archivos.',
  'privacy.readme.4':
    'Para corregir o eliminar sus datos, use su página de perfil o escriba al ministerio desde la página de contacto.',
  'mail.accountDeleted.subject': 'Su cuenta fue eliminada',
  'mail.accountDeleted.intro':
    'Como lo pidió, su cuenta en el sitio del ministerio fue eliminada, con su perfil, conversaciones, peticiones de oración, grupos y notas de estudio. Se cerró su sesión en todos los dispositivos.',
  'mail.accountDeleted.kept':
    'Sus preguntas y publicaciones en grupos permanecen sin su nombre. Los registros de sus ofrendas permanecen en la contabilidad del ministerio, como exige la ley, sin su nombre ni dirección.',
  'mail.accountDeleted.after':
    'Si usted no lo pidió, responda a este mensaje de inmediato. Siempre puede crear una cuenta nueva.',
  'audit.action.account.delete': 'Cuenta eliminada por su miembro',
  'server.privacy.deleted': 'Su cuenta fue eliminada',
  'server.privacy.recurringGift':
    'Cancele su ofrenda recurrente en la pestaña Donaciones antes de eliminar su cuenta',
};

export const privacyPt: Readonly<Record<keyof typeof privacyEn, string>> = {
  'privacy.title': 'Seus dados',
  'privacy.lead':
    'Você pode levar uma cópia de tudo o que o site guarda sobre você, ou excluir sua conta.',
  'privacy.download.title': 'Baixar meus dados',
  'privacy.download.body':
    'Um arquivo JSON: sua conta, sessões, conversas e mensagens (com os nomes dos anexos), perguntas, pedidos de oração, grupos de estudo e publicações, ofertas, inscrição no boletim, ferramentas e progresso de estudo, e inscrições em eventos.',
  'privacy.download.action': 'Baixar meus dados',
  'privacy.delete.title': 'Excluir minha conta',
  'privacy.delete.body':
    'Sua conta, perfil, conversas, pedidos de oração, grupos, anotações e sessões são removidos na hora, e você sai de todos os dispositivos. Suas perguntas e publicações em grupos continuam no site sem o seu nome. Suas ofertas continuam na contabilidade do ministério sem o seu nome nem endereço, como a lei exige para os registros de doações. Isso não pode ser desfeito.',
  'privacy.delete.action': 'Excluir minha conta',
  'privacy.delete.failed': 'Não foi possível excluir sua conta',
  'privacy.readme.1':
    'Este arquivo contém tudo o que o site do ministério guarda com a sua conta, na data indicada em "exportedAt".',
  'privacy.readme.2':
    'As datas estão em UTC (ISO 8601). Os valores das ofertas estão na menor unidade da moeda (centavos).',
  'privacy.readme.3':
    'Os anexos são listados por nome, tipo e tamanho; abra suas conversas no site para baixar os arquivos.',
  'privacy.readme.4':
    'Para corrigir ou excluir seus dados, use sua página de perfil ou escreva ao ministério pela página de contato.',
  'mail.accountDeleted.subject': 'Sua conta foi excluída',
  'mail.accountDeleted.intro':
    'Como você pediu, sua conta no site do ministério foi excluída, com seu perfil, conversas, pedidos de oração, grupos e anotações de estudo. Você saiu de todos os dispositivos.',
  'mail.accountDeleted.kept':
    'Suas perguntas e publicações em grupos continuam sem o seu nome. Os registros das suas ofertas continuam na contabilidade do ministério, como a lei exige, sem o seu nome nem endereço.',
  'mail.accountDeleted.after':
    'Se não foi você quem pediu, responda a esta mensagem imediatamente. Você sempre pode criar uma nova conta.',
  'audit.action.account.delete': 'Conta excluída pelo próprio membro',
  'server.privacy.deleted': 'Sua conta foi excluída',
  'server.privacy.recurringGift':
    'Cancele sua oferta recorrente na aba Doações antes de excluir sua conta',
};
