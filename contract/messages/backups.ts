import type { TranslationOf } from './translation';

/** The admin panel's Backups tab. */
export const backupsEn = {
  'admin.tabs.backups': 'Backups',
  'admin.backups.label': 'Backups',
  'admin.backups.intro':
    'A backup holds the whole site: the database, members’ attachments and images. Download one now and then and keep it somewhere else too.',
  'admin.backups.schedule':
    'The site makes one every {hours, plural, one {hour} other {# hours}} and keeps the newest {keep}.',
  'admin.backups.noSchedule': 'The site makes none on its own; it keeps the newest {keep}.',
  'admin.backups.stale':
    'The newest backup is older than twice the schedule. Check the site’s log, or make one now.',
  'admin.backups.makeNow': 'Make a backup now',
  'admin.backups.making': 'Making a backup…',
  'admin.backups.made': 'Backup made.',
  'admin.backups.failed': 'The backup could not be made. Please try again later.',
  'admin.backups.loadFailed': 'The backups could not be loaded.',
  'admin.backups.none': 'No backups yet.',
  'admin.backups.download': 'Download',
  'admin.backups.downloadNamed': 'Download the backup of {date}',
  'admin.backups.details': '{size} · {age}',
  'admin.backups.reason.manual': 'Made by an administrator',
  'admin.backups.reason.scheduled': 'Scheduled',
  'admin.backups.reason.before-migrate': 'Before an upgrade',
} as const;

export const backupsEs: TranslationOf<typeof backupsEn> = {
  'admin.tabs.backups': 'Copias de seguridad',
  'admin.backups.label': 'Copias de seguridad',
  'admin.backups.intro':
    'Una copia de seguridad guarda todo el sitio: la base de datos, los archivos adjuntos de los miembros y las imágenes. Descargue una de vez en cuando y guárdela también en otro lugar.',
  'admin.backups.schedule':
    'El sitio hace una cada {hours, plural, one {hora} other {# horas}} y conserva las {keep} más recientes.',
  'admin.backups.noSchedule':
    'El sitio no hace copias por sí solo; conserva las {keep} más recientes.',
  'admin.backups.stale':
    'La copia más reciente tiene más del doble del intervalo previsto. Revise el registro del sitio o haga una ahora.',
  'admin.backups.makeNow': 'Hacer una copia ahora',
  'admin.backups.making': 'Haciendo la copia…',
  'admin.backups.made': 'Copia hecha.',
  'admin.backups.failed': 'No se pudo hacer la copia. Inténtelo de nuevo más tarde.',
  'admin.backups.loadFailed': 'No se pudieron cargar las copias de seguridad.',
  'admin.backups.none': 'Todavía no hay copias de seguridad.',
  'admin.backups.download': 'Descargar',
  'admin.backups.downloadNamed': 'Descargar la copia del {date}',
  'admin.backups.details': '{size} · {age}',
  'admin.backups.reason.manual': 'Hecha por un administrador',
  'admin.backups.reason.scheduled': 'Programada',
  'admin.backups.reason.before-migrate': 'Antes de una actualización',
};

export const backupsPt: TranslationOf<typeof backupsEn> = {
  'admin.tabs.backups': 'Cópias de segurança',
  'admin.backups.label': 'Cópias de segurança',
  'admin.backups.intro':
    'Uma cópia de segurança guarda o site inteiro: o banco de dados, os anexos dos membros e as imagens. Baixe uma de vez em quando e guarde-a também em outro lugar.',
  'admin.backups.schedule':
    'O site faz uma a cada {hours, plural, one {hora} other {# horas}} e mantém as {keep} mais recentes.',
  'admin.backups.noSchedule': 'O site não faz cópias sozinho; mantém as {keep} mais recentes.',
  'admin.backups.stale':
    'A cópia mais recente tem mais que o dobro do intervalo previsto. Verifique o registro do site ou faça uma agora.',
  'admin.backups.makeNow': 'Fazer uma cópia agora',
  'admin.backups.making': 'Fazendo a cópia…',
  'admin.backups.made': 'Cópia feita.',
  'admin.backups.failed': 'Não foi possível fazer a cópia. Tente novamente mais tarde.',
  'admin.backups.loadFailed': 'Não foi possível carregar as cópias de segurança.',
  'admin.backups.none': 'Ainda não há cópias de segurança.',
  'admin.backups.download': 'Baixar',
  'admin.backups.downloadNamed': 'Baixar a cópia de {date}',
  'admin.backups.details': '{size} · {age}',
  'admin.backups.reason.manual': 'Feita por um administrador',
  'admin.backups.reason.scheduled': 'Programada',
  'admin.backups.reason.before-migrate': 'Antes de uma atualização',
};
