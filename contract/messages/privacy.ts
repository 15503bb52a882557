import type { TranslationOf } from './translation';

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
    'One archive (ZIP) of JSON files with a short README: your account, sessions, conversations and messages with their attached files, questions, prayer requests, study groups and posts, gifts, newsletter subscription, study tools and progress, and event registrations. It is prepared in the background; we e-mail you when it is ready, and it can be downloaded here for {days} days.',
  'privacy.download.action': 'Prepare My Data',
  'privacy.delete.title': 'Delete My Account',
  'privacy.delete.body':
    'Your account, profile, conversations, prayer requests, group memberships, notes and sessions are removed at once, and you are signed out everywhere. Your questions and group posts stay on the site without your name. Your gifts stay in the ministry’s accounts without your name or address, as the law requires for donation records. This cannot be undone.',
  'privacy.delete.action': 'Delete My Account',
  'privacy.delete.failed': 'Your account could not be deleted',
  'privacy.readme.1':
    'This archive holds everything the ministry’s website keeps with your account, as of the date in "exportedAt" in account.json. Each JSON file holds one part: your account, conversations, questions, prayer requests, study groups, gifts, newsletter, study tools and event registrations.',
  'privacy.readme.2':
    'Dates are in UTC (ISO 8601). Amounts of gifts are in the smallest unit of their currency (cents).',
  'privacy.readme.3':
    'The files attached to your conversations are in the folder "attachments", one folder per conversation.',
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
  'privacy.download.requested':
    'We are preparing your data (asked for {when}). We will e-mail you when it is ready; you may leave this page.',
  'privacy.download.ready':
    'Your data is ready: {size}, prepared {when}. You can download it until {until}.',
  'privacy.download.file': 'Download My Data (ZIP)',
  'privacy.download.again': 'Prepare Again',
  'privacy.download.failed':
    'Your data could not be prepared. Please try again; if it fails again, write to the ministry.',
  'privacy.download.startFailed': 'Your data could not be prepared',
  'mail.dataExport.subject': 'Your data is ready to download',
  'mail.dataExport.body':
    'The copy of your data you asked for is ready. Sign in and open the "Your Data" tab of your profile to download it.',
  'mail.dataExport.expires':
    'It can be downloaded until {date}; then it is deleted. You can ask for a new copy at any time.',
  'mail.dataExport.action': 'Download my data',
  'server.privacy.notReady': 'Your data is not ready to download',
};

export const privacyEs: TranslationOf<typeof privacyEn> = {
  'privacy.title': 'Sus datos',
  'privacy.lead':
    'Puede llevarse una copia de todo lo que el sitio guarda sobre usted, o eliminar su cuenta.',
  'privacy.download.title': 'Descargar mis datos',
  'privacy.download.body':
    'Un archivo comprimido (ZIP) con archivos JSON y un breve LÉAME: su cuenta, sesiones, conversaciones y mensajes con sus archivos adjuntos, preguntas, peticiones de oración, grupos de estudio y publicaciones, ofrendas, suscripción al boletín, herramientas y progreso de estudio, e inscripciones a eventos. Se prepara en segundo plano; le avisamos por correo cuando esté listo, y puede descargarlo aquí durante {days} días.',
  'privacy.download.action': 'Preparar mis datos',
  'privacy.delete.title': 'Eliminar mi cuenta',
  'privacy.delete.body':
    'Su cuenta, perfil, conversaciones, peticiones de oración, grupos, notas y sesiones se eliminan de inmediato, y se cierra su sesión en todos los dispositivos. Sus preguntas y publicaciones en grupos permanecen en el sitio sin su nombre. Sus ofrendas permanecen en la contabilidad del ministerio sin su nombre ni dirección, como exige la ley para los registros de donaciones. Esto no se puede deshacer.',
  'privacy.delete.action': 'Eliminar mi cuenta',
  'privacy.delete.failed': 'No se pudo eliminar su cuenta',
  'privacy.readme.1':
    'Este archivo comprimido contiene todo lo que el sitio del ministerio guarda con su cuenta, a la fecha indicada en "exportedAt" de account.json. Cada archivo JSON contiene una parte: su cuenta, conversaciones, preguntas, peticiones de oración, grupos de estudio, ofrendas, boletín, herramientas de estudio e inscripciones a eventos.',
  'privacy.readme.2':
    'Las fechas están en UTC (ISO 8601). Los montos de las ofrendas están en la unidad más pequeña de su moneda (centavos).',
  'privacy.readme.3':
    'Los archivos adjuntos de sus conversaciones están en la carpeta "attachments", una carpeta por conversación.',
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
  'privacy.download.requested':
    'Estamos preparando sus datos (pedidos {when}). Le avisaremos por correo cuando estén listos; puede salir de esta página.',
  'privacy.download.ready':
    'Sus datos están listos: {size}, preparados {when}. Puede descargarlos hasta el {until}.',
  'privacy.download.file': 'Descargar mis datos (ZIP)',
  'privacy.download.again': 'Preparar de nuevo',
  'privacy.download.failed':
    'No se pudieron preparar sus datos. Inténtelo de nuevo; si vuelve a fallar, escriba al ministerio.',
  'privacy.download.startFailed': 'No se pudieron preparar sus datos',
  'mail.dataExport.subject': 'Sus datos están listos para descargar',
  'mail.dataExport.body':
    'La copia de sus datos que pidió está lista. Inicie sesión y abra la pestaña «Sus datos» de su perfil para descargarla.',
  'mail.dataExport.expires':
    'Puede descargarla hasta el {date}; después se elimina. Puede pedir una copia nueva cuando quiera.',
  'mail.dataExport.action': 'Descargar mis datos',
  'server.privacy.notReady': 'Sus datos aún no están listos para descargar',
};

export const privacyPt: TranslationOf<typeof privacyEn> = {
  'privacy.title': 'Seus dados',
  'privacy.lead':
    'Você pode levar uma cópia de tudo o que o site guarda sobre você, ou excluir sua conta.',
  'privacy.download.title': 'Baixar meus dados',
  'privacy.download.body':
    'Um arquivo compactado (ZIP) com arquivos JSON e um breve LEIA-ME: sua conta, sessões, conversas e mensagens com os arquivos anexados, perguntas, pedidos de oração, grupos de estudo e publicações, ofertas, inscrição no boletim, ferramentas e progresso de estudo, e inscrições em eventos. Ele é preparado em segundo plano; avisamos você por e-mail quando estiver pronto, e ele pode ser baixado aqui por {days} dias.',
  'privacy.download.action': 'Preparar meus dados',
  'privacy.delete.title': 'Excluir minha conta',
  'privacy.delete.body':
    'Sua conta, perfil, conversas, pedidos de oração, grupos, anotações e sessões são removidos na hora, e você sai de todos os dispositivos. Suas perguntas e publicações em grupos continuam no site sem o seu nome. Suas ofertas continuam na contabilidade do ministério sem o seu nome nem endereço, como a lei exige para os registros de doações. Isso não pode ser desfeito.',
  'privacy.delete.action': 'Excluir minha conta',
  'privacy.delete.failed': 'Não foi possível excluir sua conta',
  'privacy.readme.1':
    'Este arquivo compactado contém tudo o que o site do ministério guarda com a sua conta, na data indicada em "exportedAt" de account.json. Cada arquivo JSON contém uma parte: sua conta, conversas, perguntas, pedidos de oração, grupos de estudo, ofertas, boletim, ferramentas de estudo e inscrições em eventos.',
  'privacy.readme.2':
    'As datas estão em UTC (ISO 8601). Os valores das ofertas estão na menor unidade da moeda (centavos).',
  'privacy.readme.3':
    'Os arquivos anexados às suas conversas estão na pasta "attachments", uma pasta por conversa.',
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
  'privacy.download.requested':
    'Estamos preparando seus dados (pedidos {when}). Avisaremos você por e-mail quando estiverem prontos; você pode sair desta página.',
  'privacy.download.ready':
    'Seus dados estão prontos: {size}, preparados {when}. Você pode baixá-los até {until}.',
  'privacy.download.file': 'Baixar meus dados (ZIP)',
  'privacy.download.again': 'Preparar de novo',
  'privacy.download.failed':
    'Não foi possível preparar seus dados. Tente de novo; se falhar outra vez, escreva ao ministério.',
  'privacy.download.startFailed': 'Não foi possível preparar seus dados',
  'mail.dataExport.subject': 'Seus dados estão prontos para baixar',
  'mail.dataExport.body':
    'A cópia dos seus dados que você pediu está pronta. Entre e abra a aba “Seus dados” do seu perfil para baixá-la.',
  'mail.dataExport.expires':
    'Ela pode ser baixada até {date}; depois é excluída. Você pode pedir uma nova cópia quando quiser.',
  'mail.dataExport.action': 'Baixar meus dados',
  'server.privacy.notReady': 'Seus dados ainda não estão prontos para baixar',
};
